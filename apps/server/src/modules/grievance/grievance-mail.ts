import { DAY_MS, type Language } from '@skillsync/shared';

/** Who signs the mails and where a reply goes: the Grievance Officer as configured. */
export type Officer = { name: string; address: string; email: string };

/** The complaint a mail is about. */
type Complaint = { name: string; about: string; reference: string };

/** Where the complainant may turn next (IT Rules 2021, rule 3A): the Grievance Appellate Committee. */
const APPELLATE_COMMITTEE_URL = 'https://gac.gov.in';

const ENGLISH = {
  hello: (name: string) => `Hello ${name},`,
  confirmSubject: 'Confirm your complaint to SkillSync',
  confirm: (about: string) =>
    `Someone, probably you, wrote to the Grievance Officer of SkillSync from this e-mail address about: "${about}". To confirm the complaint and send it to the Grievance Officer, open this link:`,
  confirmExpiry: (days: number) =>
    `The link works once and expires in ${days} days. If you did not write to us, ignore this e-mail: nothing will be sent.`,
  receivedSubject: (reference: string) => `Your complaint ${reference} has reached the Grievance Officer`,
  received: (about: string, reference: string) =>
    `The Grievance Officer of SkillSync has received your complaint about "${about}". Its reference is ${reference}: please quote it when you write to us about it.`,
  answerBy: (date: string) => `We will answer you at this address within 15 days, by ${date}.`,
  answerSubject: (reference: string) => `Answer to your complaint ${reference}`,
  answered: (about: string, reference: string) =>
    `The Grievance Officer of SkillSync has answered your complaint ${reference} about "${about}":`,
  appeal: `If you are not satisfied with this answer, you may appeal to the Grievance Appellate Committee within 30 days: ${APPELLATE_COMMITTEE_URL}`,
};

const HINDI: typeof ENGLISH = {
  hello: (name) => `नमस्ते ${name},`,
  confirmSubject: 'SkillSync को भेजी अपनी शिकायत की पुष्टि करें',
  confirm: (about) =>
    `किसी ने, शायद आपने, इस ईमेल पते से SkillSync के शिकायत अधिकारी को इस बारे में लिखा है: "${about}"। शिकायत की पुष्टि करने और उसे शिकायत अधिकारी तक भेजने के लिए यह लिंक खोलें:`,
  confirmExpiry: (days) =>
    `यह लिंक एक ही बार काम करता है और ${days} दिन में समाप्त हो जाता है। अगर आपने हमें नहीं लिखा था, तो इस ईमेल को अनदेखा करें: कुछ नहीं भेजा जाएगा।`,
  receivedSubject: (reference) => `आपकी शिकायत ${reference} शिकायत अधिकारी तक पहुँच गई है`,
  received: (about, reference) =>
    `SkillSync के शिकायत अधिकारी को "${about}" के बारे में आपकी शिकायत मिल गई है। इसका संदर्भ नंबर ${reference} है: इसके बारे में हमें लिखते समय यह नंबर ज़रूर बताएँ।`,
  answerBy: (date) => `हम 15 दिनों के भीतर, ${date} तक, इसी पते पर आपको जवाब देंगे।`,
  answerSubject: (reference) => `आपकी शिकायत ${reference} का जवाब`,
  answered: (about, reference) =>
    `SkillSync के शिकायत अधिकारी ने "${about}" के बारे में आपकी शिकायत ${reference} का जवाब दिया है:`,
  appeal: `अगर आप इस जवाब से संतुष्ट नहीं हैं, तो 30 दिनों के भीतर शिकायत अपील समिति (Grievance Appellate Committee) में अपील कर सकते हैं: ${APPELLATE_COMMITTEE_URL}`,
};

const WORDS: Record<Language, typeof ENGLISH> = { en: ENGLISH, hi: HINDI };

const signature = (officer: Officer) => ['', '--', officer.name, officer.address, officer.email];

/** Replies reach the Grievance Officer, not the address mail is sent from. */
const replyTo = (officer: Officer) => ({ 'Reply-To': officer.email });

/** A day as the reader reads it: India's calendar, in their language. */
const indiaDay = (moment: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(moment);

/** The link a visitor opens to confirm their complaint, in the language of the page they wrote it on. */
export function confirmationMail(
  complaint: Omit<Complaint, 'reference'>,
  link: string,
  ttlMs: number,
  language: Language,
) {
  const words = WORDS[language];
  return {
    subject: words.confirmSubject,
    text: [
      words.hello(complaint.name),
      '',
      words.confirm(complaint.about),
      link,
      '',
      words.confirmExpiry(Math.round(ttlMs / DAY_MS)),
    ].join('\n'),
  };
}

/** The acknowledgement of a complaint that counts: its reference and the day it will be answered by. */
export function acknowledgementMail(complaint: Complaint, answerBy: Date, officer: Officer, language: Language) {
  const words = WORDS[language];
  return {
    subject: words.receivedSubject(complaint.reference),
    text: [
      words.hello(complaint.name),
      '',
      words.received(complaint.about, complaint.reference),
      '',
      words.answerBy(indiaDay(answerBy, language)),
      ...signature(officer),
    ].join('\n'),
    headers: replyTo(officer),
  };
}

/** The Grievance Officer's answer, in the member's language or the one of the page a visitor wrote on. */
export function answerMail(complaint: Complaint, answer: string, officer: Officer, language: Language) {
  const words = WORDS[language];
  return {
    subject: words.answerSubject(complaint.reference),
    text: [
      words.hello(complaint.name),
      words.answered(complaint.about, complaint.reference),
      '',
      answer,
      '',
      words.appeal,
      ...signature(officer),
    ].join('\n'),
    headers: replyTo(officer),
  };
}
