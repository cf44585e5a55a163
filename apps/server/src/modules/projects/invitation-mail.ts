import type { Language } from '@skillsync/shared';

type InvitationMailParts = {
  ownerName: string;
  projectTitle: string;
  message: string;
  /** Where to answer: the member's requests page, or registration for an address nobody registered. */
  link: string;
  isMember: boolean;
  language: Language;
};

/**
 * The e-mail an invitation to a project sends, in the reader's language. The subject names no member and no
 * project: it stays in the outbox after delivery, when the body (the owner's words) is erased.
 */
export function projectInvitationMail(parts: InvitationMailParts) {
  const { ownerName, projectTitle, message, link, isMember } = parts;
  if (parts.language === 'hi') {
    return {
      subject: 'SkillSync पर एक प्रोजेक्ट में शामिल होने का निमंत्रण',
      text: [
        'नमस्ते,',
        '',
        `${ownerName} ने आपको SkillSync पर प्रोजेक्ट "${projectTitle}" की टीम में शामिल होने का निमंत्रण भेजा है।`,
        ...(message ? ['', `उनका संदेश: ${message}`] : []),
        '',
        isMember
          ? 'जवाब देने के लिए साइन इन करें; निमंत्रण आपके अनुरोधों में है:'
          : 'SkillSync कौशल के आधार पर लोगों को साथ काम करने से जोड़ता है। जवाब देने के लिए इसी ईमेल पते से अपना खाता बनाएँ; निमंत्रण आपके अनुरोधों में आपका इंतज़ार करेगा:',
        link,
        '',
        'अगर आप इन्हें नहीं जानते, तो इस ईमेल को अनदेखा कर सकते हैं।',
      ].join('\n'),
    };
  }
  return {
    subject: 'An invitation to join a project on SkillSync',
    text: [
      'Hello,',
      '',
      `${ownerName} has invited you to join the team of the project "${projectTitle}" on SkillSync.`,
      ...(message ? ['', `Their message: ${message}`] : []),
      '',
      isMember
        ? 'Sign in to answer; the invitation is in your requests:'
        : 'SkillSync brings people together to work by their skills. To answer, create your account with this e-mail address; the invitation will be waiting in your requests:',
      link,
      '',
      'If you do not know them, you can ignore this e-mail.',
    ].join('\n'),
  };
}
