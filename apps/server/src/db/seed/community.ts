import { type LANGUAGES, startOfIndiaDay } from '@skillsync/shared';
import { REGIONS, TRACKS } from './people.ts';
import { createSource, int, pick, pickSome, type Random, type Source } from './random.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Every demo member's e-mail ends with this: it tells demo members from real ones at a glance. */
export const DEMO_EMAIL_DOMAIN = 'demo.skillsync.in';

export type MemberPlan = {
  index: number;
  id: string;
  name: string;
  email: string;
  handle: string;
  city: string;
  track: number;
  skills: string[];
  language: (typeof LANGUAGES)[number];
  createdAt: number;
};

/** What every generator shares: the seed's randomness and ids, the members and the moment the community ends. */
export type Community = {
  source: Source;
  members: MemberPlan[];
  /** Midnight of today in India: the past ends here, so runs on the same day produce the same data. */
  base: number;
};

/** A moment between two others (the first when they are out of order). */
export const between = (random: Random, from: number, to: number) =>
  to <= from ? from : from + Math.floor(random() * (to - from));

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

function planMember(source: Source, index: number, base: number): MemberPlan {
  const random = source.random('member', index);
  const region = pick(random, REGIONS);
  const first = pick(random, region.firstNames);
  const last = pick(random, region.lastNames);
  const track = int(random, 0, TRACKS.length - 1);
  const trackSkills = TRACKS[track]?.skills ?? [];
  const handle = `${slug(first)}-${slug(last)}-${index + 1}`;
  return {
    index,
    id: source.uuid('user', index),
    name: `${first} ${last}`,
    email: `${slug(first)}.${slug(last)}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
    handle,
    city: pick(random, region.cities),
    track,
    skills: pickSome(random, trackSkills, int(random, 3, Math.min(8, trackSkills.length))),
    language: random() < 0.3 ? 'hi' : 'en',
    // Registered between a year and a day ago.
    createdAt: base - DAY_MS - Math.floor(random() * 364 * DAY_MS),
  };
}

/** The members and shared randomness of the community `seed` makes with `memberCount` members. */
export function planCommunity(seed: string, memberCount: number, now: Date): Community {
  // The member count is part of the namespace: a community of another size is another community, never mixed rows.
  const source = createSource(`skillsync-demo:${seed}:${memberCount}`);
  const base = startOfIndiaDay(now).getTime();
  const members = Array.from({ length: memberCount }, (_, index) => planMember(source, index, base));
  return { source, members, base };
}

export function memberAt(community: Community, index: number): MemberPlan {
  const member = community.members[index];
  if (!member) throw new Error(`no member ${index}`);
  return member;
}

/** A member, the busiest ones more often (a few members post most of the work, as in real communities). */
export const pickActiveMember = (random: Random, count: number) => Math.floor(count * random() ** 1.6);

/**
 * Up to `count` distinct members not in `taken` who had registered by `before`; each one picked is added to
 * `taken`, so the groups of one problem or project (team, requesters) never overlap.
 */
export function drawMembers(
  random: Random,
  community: Community,
  count: number,
  taken: Set<number>,
  before: number,
): MemberPlan[] {
  const drawn: MemberPlan[] = [];
  const total = community.members.length;
  for (let attempt = 0; attempt < count * 6 + 20 && drawn.length < count; attempt += 1) {
    const index = Math.floor(random() * total);
    const member = community.members[index];
    if (!member || taken.has(index) || member.createdAt >= before) continue;
    taken.add(index);
    drawn.push(member);
  }
  return drawn;
}
