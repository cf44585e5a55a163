import { PORTFOLIO_STATUSES, PRIVACY_NOTICE_VERSION } from '@skillsync/shared';
import { between, type Community, type MemberPlan } from './community.ts';
import { COLLEGES, COMPANIES, HINDI_BIOS, INTERESTS, TRACKS } from './people.ts';
import { int, pick, pickSome } from './random.ts';
import { PORTFOLIO_TOPICS } from './topics.ts';

/** A member's row as registration and a filled-in profile leave it; the score is the sum of their events. */
export function userRow(community: Community, member: MemberPlan, reputationScore: number, passwordHash: string) {
  const random = community.source.random('member-profile', member.index);
  const title = pick(random, TRACKS[member.track]?.titles ?? ['Developer']);
  const [first, second] = pickSome(random, INTERESTS, 2);
  const englishBio = `${title} from ${member.city}. I like working on ${first} and ${second}, and I am looking for people to build with.`;
  const years = int(random, 0, 12);
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    passwordHash,
    reputationScore,
    title,
    location: `${member.city}, India`,
    bio: member.language === 'hi' && random() < 0.6 ? pick(random, HINDI_BIOS) : englishBio,
    skills: member.skills,
    experience: years === 0 ? 'Student, building side projects.' : `${years} years at ${pick(random, COMPANIES)}.`,
    education:
      random() < 0.85
        ? `${pick(random, ['B.Tech', 'B.E.', 'B.Sc', 'M.Tech', 'B.Des', 'MCA'])}, ${pick(random, COLLEGES)}`
        : null,
    github: random() < 0.55 ? `https://github.com/${member.handle}` : null,
    linkedin: random() < 0.45 ? `https://www.linkedin.com/in/${member.handle}` : null,
    website: random() < 0.12 ? `https://${member.handle}.github.io` : null,
    language: member.language,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    privacyConsentedAt: new Date(member.createdAt),
    // A seeded community's addresses were proven when its members joined.
    emailVerifiedAt: new Date(member.createdAt),
    lastActiveAt: new Date(between(random, member.createdAt, community.base)),
    createdAt: new Date(member.createdAt),
    updatedAt: new Date(member.createdAt),
  };
}

/** About a third of the members show portfolio projects, and others like some of them (never their own). */
export function portfolioRows(community: Community, member: MemberPlan) {
  const random = community.source.random('portfolio', member.index);
  if (random() >= 0.35) return { items: [], likes: [] };
  const items = pickSome(random, PORTFOLIO_TOPICS, int(random, 1, 3)).map((topic, n) => {
    const createdAt = between(random, member.createdAt, community.base);
    return {
      id: community.source.uuid('portfolio-item', `${member.index}:${n}`),
      userId: member.id,
      title: topic.title.replace('{city}', member.city),
      description: `A project I built to learn ${topic.technologies.join(' and ')} and solve a small real problem.`,
      technologies: [...topic.technologies],
      status: pick(random, PORTFOLIO_STATUSES),
      githubUrl: `https://github.com/${member.handle}/portfolio-${n + 1}`,
      liveUrl: random() < 0.3 ? `https://${member.handle}.github.io/portfolio-${n + 1}` : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    };
  });
  const likes = items.flatMap((item) => {
    const likers = new Set<number>();
    const total = community.members.length;
    for (let n = int(random, 0, 6); n > 0; n -= 1) likers.add(Math.floor(random() * total));
    likers.delete(member.index);
    return [...likers].map((index) => {
      const liker = community.members[index];
      if (!liker) throw new Error(`no member ${index}`);
      return {
        itemId: item.id,
        userId: liker.id,
        createdAt: new Date(between(random, Math.max(item.createdAt.getTime(), liker.createdAt), community.base)),
      };
    });
  });
  return { items, likes };
}
