import { isAppealableAction, type Language, type NotificationKind } from '@skillsync/shared';
import { escapeHtml } from '../../lib/html.ts';
import { frameMail } from './mail-frame.ts';
import type { ClaimedNotice } from './notice-claims.repository.ts';

type Words = {
  /** Per kind: the subject (it names nobody: it stays in the outbox once the body is erased) and the sentence. */
  kinds: Record<NotificationKind, { subject: string; line: (v: Values) => string }>;
  greeting: string;
  open: string;
  why: string;
  unsubscribe: string;
  settings: string;
  someone: string;
  andOthers: (name: string, count: number) => string;
};
/** What a sentence may name: who acted, what it is about, a task's or milestone's `item`, points and place. */
type Values = {
  who: string;
  title: string;
  points: number;
  place: number | null;
  status?: string;
  item: string;
  reference: string;
  /** A moderator's action on the member, its reason, and a suspension's end in India time. */
  decision: string;
  note: string;
  until: string;
};

const ENGLISH: Words = {
  kinds: {
    'problem-supported': { subject: 'Your problem has new support', line: (v) => `${v.who} supported your problem` },
    'collaboration-requested': {
      subject: 'Someone wants to collaborate on your problem',
      line: (v) => `${v.who} asked to collaborate on your problem`,
    },
    'collaboration-answered': {
      subject: 'Your request to collaborate was answered',
      line: (v) => `${v.who} ${v.status === 'accepted' ? 'accepted' : 'declined'} your request to collaborate`,
    },
    'join-requested': {
      subject: 'Someone asked to join your Build Room',
      line: (v) => `${v.who} asked to join your Build Room`,
    },
    'join-answered': {
      subject: 'Your request to join was answered',
      line: (v) => `${v.who} ${v.status === 'accepted' ? 'accepted' : 'declined'} your request to join`,
    },
    'invitation-received': {
      subject: 'You are invited to a Build Room',
      line: (v) => `${v.who} invited you to join their Build Room`,
    },
    'invitation-answered': {
      subject: 'Your invitation was answered',
      line: (v) => `${v.who} ${v.status === 'accepted' ? 'accepted' : 'declined'} your invitation`,
    },
    'removed-from-team': { subject: 'You were taken off a team', line: (v) => `${v.who} took you off the team` },
    'task-assigned': { subject: 'A task was given to you', line: (v) => `${v.who} gave you a task: ${v.item}` },
    'milestone-reached': { subject: 'Your team reached a milestone', line: (v) => `Milestone reached: ${v.item}` },
    'work-completed': {
      subject: 'Your team completed its work',
      line: (v) =>
        v.points > 0
          ? `${v.who} completed the work and credited you: +${v.points} reputation`
          : `${v.who} completed the work and credited you`,
    },
    'achievement-earned': { subject: 'You earned an achievement', line: () => 'You earned an achievement' },
    'challenge-joined': { subject: 'Someone joined your challenge', line: (v) => `${v.who} joined your challenge` },
    'challenge-question': {
      subject: 'A question about your challenge',
      line: (v) => `${v.who} asked a question about your challenge`,
    },
    'challenge-answer': { subject: 'Your question was answered', line: (v) => `${v.who} answered your question` },
    'challenge-submitted': {
      subject: 'A new entry to your challenge',
      line: (v) => `${v.who} sent an entry to your challenge`,
    },
    'challenge-results': {
      subject: 'Challenge results are out',
      line: (v) =>
        v.place
          ? `You won place ${v.place} in a challenge: +${v.points} reputation`
          : 'The results of a challenge you joined are out',
    },
    'followed-posted': { subject: 'Someone you follow posted', line: (v) => `${v.who} posted something new` },
    'chat-mention': {
      subject: 'You were mentioned in a team chat',
      // Without a quote once the message was deleted or removed.
      line: (v) => `${v.who} mentioned you in the team chat${v.item ? `: ${v.item}` : ''}`,
    },
    'chat-unread': { subject: 'Unread messages in a team chat', line: (v) => `${v.who} wrote in the team chat` },
    'direct-message': { subject: 'Unread messages in a conversation', line: (v) => `${v.who} sent you a message` },
    'message-request': {
      subject: 'A member would like to message you',
      line: (v) => `${v.who} sent you a message request. Accept it to reply.`,
    },
    'challenge-deadline': {
      subject: 'A challenge deadline is near',
      line: () => 'A challenge you joined ends within a day, and your entry is not in',
    },
    'moderation-decision': {
      subject: 'A moderator acted on your account',
      line: (v) =>
        ({
          warn: `A moderator warned you: ${v.note}`,
          suspend: `A moderator suspended your account until ${v.until}: ${v.note}`,
          ban: `A moderator banned your account: ${v.note}`,
          hide: `Moderators removed something you posted: ${v.note}. You can appeal.`,
          restore: `Moderators restored something you posted: ${v.note}`,
          uphold: `Your appeal was decided: the decision stands. ${v.note}`,
          overturn: `Your appeal was decided: the decision is undone. ${v.note}`,
        })[v.decision] ?? v.note,
    },
    'report-decided': {
      subject: 'Your report was decided',
      line: (v) => `The moderators decided on your report ${v.reference}. My reports says what they decided, and why.`,
    },
  },
  greeting: 'Hello,',
  open: 'Open it on SkillSync:',
  why: 'You get this e-mail because of your SkillSync notification settings.',
  unsubscribe: 'Stop e-mails like this one:',
  settings: 'Choose which e-mails you get:',
  someone: 'A member',
  andOthers: (name, count) => `${name} and ${count} ${count === 1 ? 'other' : 'others'}`,
};

const HINDI: Words = {
  kinds: {
    'problem-supported': {
      subject: 'आपकी समस्या को नया समर्थन मिला',
      line: (v) => `${v.who} ने आपकी समस्या का समर्थन किया`,
    },
    'collaboration-requested': {
      subject: 'कोई आपकी समस्या पर साथ काम करना चाहता है',
      line: (v) => `${v.who} आपकी समस्या पर साथ काम करना चाहते हैं`,
    },
    'collaboration-answered': {
      subject: 'साथ काम करने के आपके अनुरोध का जवाब आया',
      line: (v) => `${v.who} ने साथ काम करने का आपका अनुरोध ${v.status === 'accepted' ? 'स्वीकार' : 'अस्वीकार'} किया`,
    },
    'join-requested': {
      subject: 'कोई आपके बिल्ड रूम में जुड़ना चाहता है',
      line: (v) => `${v.who} आपके बिल्ड रूम में जुड़ना चाहते हैं`,
    },
    'join-answered': {
      subject: 'जुड़ने के आपके अनुरोध का जवाब आया',
      line: (v) => `${v.who} ने जुड़ने का आपका अनुरोध ${v.status === 'accepted' ? 'स्वीकार' : 'अस्वीकार'} किया`,
    },
    'invitation-received': {
      subject: 'आपको एक बिल्ड रूम में बुलाया गया है',
      line: (v) => `${v.who} ने आपको अपने बिल्ड रूम में बुलाया है`,
    },
    'invitation-answered': {
      subject: 'आपके निमंत्रण का जवाब आया',
      line: (v) => `${v.who} ने आपका निमंत्रण ${v.status === 'accepted' ? 'स्वीकार' : 'अस्वीकार'} किया`,
    },
    'removed-from-team': { subject: 'आपको एक टीम से हटाया गया', line: (v) => `${v.who} ने आपको टीम से हटा दिया` },
    'task-assigned': { subject: 'आपको एक काम सौंपा गया', line: (v) => `${v.who} ने आपको एक काम सौंपा: ${v.item}` },
    'milestone-reached': { subject: 'आपकी टीम ने एक पड़ाव पूरा किया', line: (v) => `पड़ाव पूरा हुआ: ${v.item}` },
    'work-completed': {
      subject: 'आपकी टीम ने काम पूरा किया',
      line: (v) =>
        v.points > 0
          ? `${v.who} ने काम पूरा किया और आपको श्रेय दिया: +${v.points} प्रतिष्ठा`
          : `${v.who} ने काम पूरा किया और आपको श्रेय दिया`,
    },
    'achievement-earned': { subject: 'आपने एक उपलब्धि पाई', line: () => 'आपने एक उपलब्धि पाई' },
    'challenge-joined': { subject: 'कोई आपके चैलेंज में शामिल हुआ', line: (v) => `${v.who} आपके चैलेंज में शामिल हुए` },
    'challenge-question': { subject: 'आपके चैलेंज के बारे में सवाल', line: (v) => `${v.who} ने आपके चैलेंज के बारे में सवाल पूछा` },
    'challenge-answer': { subject: 'आपके सवाल का जवाब आया', line: (v) => `${v.who} ने आपके सवाल का जवाब दिया` },
    'challenge-submitted': {
      subject: 'आपके चैलेंज में नई एंट्री',
      line: (v) => `${v.who} ने आपके चैलेंज में एंट्री भेजी`,
    },
    'challenge-results': {
      subject: 'चैलेंज के नतीजे आ गए',
      line: (v) => (v.place ? `आपने एक चैलेंज में स्थान ${v.place} पाया: +${v.points} प्रतिष्ठा` : 'आपके चैलेंज के नतीजे आ गए हैं'),
    },
    'followed-posted': { subject: 'जिन्हें आप फ़ॉलो करते हैं उन्होंने पोस्ट किया', line: (v) => `${v.who} ने कुछ नया पोस्ट किया` },
    'chat-mention': {
      subject: 'टीम चैट में आपका ज़िक्र हुआ',
      line: (v) => `${v.who} ने टीम चैट में आपका ज़िक्र किया${v.item ? `: ${v.item}` : ''}`,
    },
    'chat-unread': { subject: 'टीम चैट में अपठित संदेश', line: (v) => `${v.who} ने टीम चैट में लिखा` },
    'direct-message': { subject: 'बातचीत में अपठित संदेश', line: (v) => `${v.who} ने आपको संदेश भेजा` },
    'message-request': {
      subject: 'एक सदस्य आपको संदेश भेजना चाहते हैं',
      line: (v) => `${v.who} ने आपको संदेश अनुरोध भेजा है। जवाब देने के लिए इसे स्वीकार करें।`,
    },
    'challenge-deadline': {
      subject: 'चैलेंज की समय-सीमा पास है',
      line: () => 'आपके चैलेंज की समय-सीमा एक दिन में खत्म होगी, और आपकी एंट्री नहीं आई है',
    },
    'moderation-decision': {
      subject: 'एक मॉडरेटर ने आपके खाते पर कार्रवाई की',
      line: (v) =>
        ({
          warn: `एक मॉडरेटर ने आपको चेतावनी दी: ${v.note}`,
          suspend: `एक मॉडरेटर ने आपका खाता ${v.until} तक निलंबित किया: ${v.note}`,
          ban: `एक मॉडरेटर ने आपके खाते पर प्रतिबंध लगाया: ${v.note}`,
          hide: `मॉडरेटरों ने आपकी पोस्ट की हुई एक चीज़ हटा दी: ${v.note}। आप अपील कर सकते हैं।`,
          restore: `मॉडरेटरों ने आपकी पोस्ट की हुई एक चीज़ वापस दिखा दी: ${v.note}`,
          uphold: `आपकी अपील पर फ़ैसला हुआ: फ़ैसला कायम है। ${v.note}`,
          overturn: `आपकी अपील पर फ़ैसला हुआ: फ़ैसला वापस ले लिया गया। ${v.note}`,
        })[v.decision] ?? v.note,
    },
    'report-decided': {
      subject: 'आपकी शिकायत पर फ़ैसला हुआ',
      line: (v) => `मॉडरेटरों ने आपकी शिकायत ${v.reference} पर फ़ैसला किया। "मेरी शिकायतें" में देखें कि क्या और क्यों।`,
    },
  },
  greeting: 'नमस्ते,',
  open: 'SkillSync पर देखें:',
  why: 'यह ईमेल आपकी SkillSync सूचना सेटिंग के कारण आया है।',
  unsubscribe: 'ऐसे ईमेल बंद करें:',
  settings: 'चुनें कि कौन से ईमेल आएँ:',
  someone: 'एक सदस्य',
  andOthers: (name, count) => `${name} और ${count} अन्य`,
};

const WORDS: Record<Language, Words> = { en: ENGLISH, hi: HINDI };

/** A moment as the member reads it: date and time in India, in their language. */
const indiaTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** A decision the member may appeal: the e-mail and the bell lead to its appeal (an appeal's outcome, a restore, not). */
export const isAppealable = (detail: ClaimedNotice['detail']) =>
  detail.actionId !== undefined && isAppealableAction(detail.decision);

/** Where a notification leads, as in the app: what asks for an answer opens the inbox. */
export function pathOf(mail: Pick<ClaimedNotice, 'kind' | 'subjectType' | 'subjectId' | 'detail'>) {
  if (['collaboration-requested', 'join-requested', 'invitation-received'].includes(mail.kind)) {
    return '/collaboration-requests';
  }
  if (mail.kind === 'direct-message' || mail.kind === 'message-request') {
    return mail.detail.conversationId ? `/messages/${mail.detail.conversationId}` : '/messages';
  }
  if (mail.kind === 'achievement-earned') return '/profile';
  if (mail.kind === 'report-decided') return '/reports';
  if (mail.kind === 'moderation-decision') {
    return isAppealable(mail.detail) ? `/appeal/${mail.detail.actionId}` : '/notifications';
  }
  if (mail.kind === 'removed-from-team' || !mail.subjectType) return '/dashboard';
  return `/${mail.subjectType}s/${mail.subjectId}`;
}

/** What a message about the notification says, in the member's language: its subject line and its sentence. */
export function noticeWords(notice: ClaimedNotice) {
  const words = WORDS[notice.language];
  const name = notice.actorName ?? words.someone;
  const who = notice.othersCount > 0 ? words.andOthers(name, notice.othersCount) : name;
  const { subject, line } = words.kinds[notice.kind];
  const sentence = line({
    who,
    title: notice.subjectTitle ?? '',
    points: notice.detail.points ?? 0,
    place: notice.detail.place ?? null,
    status: notice.detail.status,
    item: notice.detail.title ?? '',
    reference: notice.detail.reference ?? '',
    decision: notice.detail.decision ?? '',
    note: notice.detail.note ?? '',
    until: notice.detail.until ? indiaTime(notice.detail.until, notice.language) : '',
  });
  return { words, subject, sentence, title: notice.subjectTitle ? `"${notice.subjectTitle}"` : '' };
}

/**
 * The e-mail of one notification, in the member's language: plain text and the same as simple HTML, with the
 * link to what it is about, and in the footer the one-click unsubscribe for its kind and the settings page.
 */
export function notificationMail(mail: ClaimedNotice, links: { open: string; unsubscribe: string; settings: string }) {
  const { words, subject, sentence, title } = noticeWords(mail);
  const body = {
    text: [words.greeting, '', sentence, ...(title ? [title] : []), '', words.open, links.open],
    html: `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(sentence)}${title ? `<br><strong>${escapeHtml(title)}</strong>` : ''}</p>
<p><a href="${escapeHtml(links.open)}">${escapeHtml(words.open)}</a></p>`,
  };
  const { text, html } = frameMail(mail.language, body, words, links);
  return { to: mail.email, subject, text, html };
}
