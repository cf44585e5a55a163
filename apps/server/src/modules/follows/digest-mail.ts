import type { ActivityKind, Language } from '@skillsync/shared';
import { escapeHtml } from '../../lib/html.ts';
import { frameMail } from '../notifications/index.ts';
import type { FeedRow } from './feed.repository.ts';

const ENGLISH = {
  subject: 'Your SkillSync digest',
  greeting: 'Hello,',
  intro: 'Here is what happened on SkillSync since your last digest:',
  more: 'See everything in your feed:',
  why: 'You get this digest because of your SkillSync notification settings.',
  unsubscribe: 'Stop the digest:',
  settings: 'Choose how often it comes:',
  line: {
    'problem-posted': (name: string) => `${name} posted a problem`,
    'project-started': (name: string) => `${name} started a Build Room`,
    'challenge-hosted': (name: string) => `${name} is hosting a challenge`,
    'status-changed': (name: string) => `${name} changed its status`,
    'milestone-reached': (name: string) => `${name} reached a milestone`,
    'results-published': (name: string) => `${name} published the results`,
  } satisfies Record<ActivityKind, (name: string) => string>,
};

const HINDI: typeof ENGLISH = {
  subject: 'आपका SkillSync सारांश',
  greeting: 'नमस्ते,',
  intro: 'आपके पिछले सारांश के बाद SkillSync पर यह हुआ:',
  more: 'सब कुछ अपनी फ़ीड में देखें:',
  why: 'यह सारांश आपकी SkillSync सूचना सेटिंग के कारण आया है।',
  unsubscribe: 'सारांश बंद करें:',
  settings: 'चुनें कि यह कितनी बार आए:',
  line: {
    'problem-posted': (name) => `${name} ने एक समस्या पोस्ट की`,
    'project-started': (name) => `${name} ने एक बिल्ड रूम शुरू किया`,
    'challenge-hosted': (name) => `${name} एक चैलेंज करा रहे हैं`,
    'status-changed': (name) => `${name} ने स्थिति बदली`,
    'milestone-reached': (name) => `${name} ने एक पड़ाव पूरा किया`,
    'results-published': (name) => `${name} ने नतीजे घोषित किए`,
  },
};

/** The digest e-mail in the member's language: each item with its link, then the feed, as text and HTML. */
export function digestMail(
  recipient: { email: string; language: Language },
  items: FeedRow[],
  links: { appUrl: string; unsubscribe: string; settings: string },
) {
  const words = recipient.language === 'hi' ? HINDI : ENGLISH;
  const entries = items.map((item) => ({
    line: `${words.line[item.kind](item.actorName)}: "${item.subjectTitle}"`,
    link: `${links.appUrl}/${item.subjectType}s/${item.subjectId}`,
  }));
  const feed = `${links.appUrl}/dashboard`;
  const body = {
    text: [
      words.greeting,
      '',
      words.intro,
      '',
      ...entries.flatMap((entry) => [`• ${entry.line}`, `  ${entry.link}`]),
      '',
      words.more,
      feed,
    ],
    html: `<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.intro)}</p>
<ul>${entries.map((entry) => `<li><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.line)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(feed)}">${escapeHtml(words.more)}</a></p>`,
  };
  const { text, html } = frameMail(recipient.language, body, words, links);
  return { to: recipient.email, subject: words.subject, text, html };
}
