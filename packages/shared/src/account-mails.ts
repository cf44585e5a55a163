import type { Language } from './app-frame.ts';

// The e-mails about a member's own account (its password, its passkeys, its address), in their language.

/** A mail to a member: greeted by name in their language, then its lines. */
function greeted(name: string, language: Language, mail: { subject: string; lines: string[] }) {
  const greeting = language === 'hi' ? `नमस्ते ${name},` : `Hi ${name},`;
  return { subject: mail.subject, text: [greeting, '', ...mail.lines].join('\n') };
}

/** The password reset e-mail, in the member's language; the link expires after `ttlMs`. */
export function resetPasswordMail({
  name,
  link,
  ttlMs,
  language,
}: {
  name: string;
  link: string;
  ttlMs: number;
  language: Language;
}) {
  const minutes = Math.round(ttlMs / 60_000);
  if (language === 'hi') {
    return greeted(name, 'hi', {
      subject: 'अपना SkillSync पासवर्ड फिर से सेट करें',
      lines: [
        'किसी ने आपके SkillSync खाते का पासवर्ड फिर से सेट करने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
        link,
        '',
        `यह लिंक एक ही बार काम करता है और ${minutes} मिनट में समाप्त हो जाता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।`,
      ],
    });
  }
  return greeted(name, 'en', {
    subject: 'Reset your SkillSync password',
    lines: [
      'Someone asked to reset the password of your SkillSync account. To choose a new password, open this link:',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, you can ignore this e-mail.`,
    ],
  });
}

/** Told to the member whenever a passkey is added to their account, in their language: if it was not them, they act. */
export function passkeyAddedMail({
  name,
  passkeyName,
  link,
  language,
}: {
  name: string;
  passkeyName: string;
  link: string;
  language: Language;
}) {
  if (language === 'hi') {
    return greeted(name, 'hi', {
      subject: 'आपके SkillSync खाते में एक पासकी जोड़ी गई',
      lines: [
        `आपके SkillSync खाते में "${passkeyName}" नाम की पासकी जोड़ी गई है। अब इससे आपके खाते में साइन इन किया जा सकता है।`,
        '',
        `अगर यह आपने नहीं किया, तो अपना पासवर्ड बदलें और इस पासकी को सेटिंग्स में हटाएँ: ${link}`,
      ],
    });
  }
  return greeted(name, 'en', {
    subject: 'A passkey was added to your SkillSync account',
    lines: [
      `A passkey named "${passkeyName}" was added to your SkillSync account. It can now sign in to your account.`,
      '',
      `If this was not you, change your password and remove the passkey in your settings: ${link}`,
    ],
  });
}

/**
 * The link that proves an address is the member's: at registration, or for a new address they asked for (which
 * replaces the old one only once the link is opened). In their language; the link expires after `ttlMs`.
 */
export function verifyEmailMail({
  name,
  link,
  ttlMs,
  isChange,
  language,
}: {
  name: string;
  link: string;
  ttlMs: number;
  isChange: boolean;
  language: Language;
}) {
  const hours = Math.round(ttlMs / 3_600_000);
  if (language === 'hi') {
    return greeted(name, 'hi', {
      subject: 'अपना SkillSync ईमेल पता सत्यापित करें',
      lines: [
        isChange
          ? 'आपने अपने SkillSync खाते के लिए यह नया ईमेल पता दिया है। इसे सत्यापित करने के लिए यह लिंक खोलें; तब तक पुराना पता ही काम करता है:'
          : 'SkillSync में आपका स्वागत है! पोस्ट करने, अनुरोध भेजने और संदेश भेजने के लिए अपना ईमेल पता इस लिंक से सत्यापित करें:',
        link,
        '',
        `यह लिंक एक ही बार काम करता है और ${hours} घंटे में समाप्त हो जाता है। अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें।`,
      ],
    });
  }
  return greeted(name, 'en', {
    subject: 'Verify your SkillSync e-mail address',
    lines: [
      isChange
        ? 'You gave this new e-mail address for your SkillSync account. Open this link to verify it; until then your old address stays in use:'
        : 'Welcome to SkillSync! To post, send requests and messages, verify your e-mail address with this link:',
      link,
      '',
      `The link works once and expires in ${hours} hours. If this was not you, you can ignore this e-mail.`,
    ],
  });
}

/** Told to the old address once a new one replaced it: if it was not the member, they act. */
export function emailChangedMail({
  name,
  newEmail,
  link,
  language,
}: {
  name: string;
  newEmail: string;
  link: string;
  language: Language;
}) {
  if (language === 'hi') {
    return greeted(name, 'hi', {
      subject: 'आपके SkillSync खाते का ईमेल पता बदला गया',
      lines: [
        `आपके SkillSync खाते का ईमेल पता अब ${newEmail} है। इस पते पर अब खाते के ईमेल नहीं आएँगे।`,
        '',
        `अगर यह आपने नहीं किया, तो तुरंत हमें लिखें: ${link}`,
      ],
    });
  }
  return greeted(name, 'en', {
    subject: 'Your SkillSync e-mail address was changed',
    lines: [
      `The e-mail address of your SkillSync account is now ${newEmail}. Account e-mails no longer come to this address.`,
      '',
      `If this was not you, write to us at once: ${link}`,
    ],
  });
}

/**
 * The link that joins a Google or GitHub account to the member's, sent to their address when they asked for it
 * instead of typing their password (issue 29), in their language.
 */
export function providerLinkMail({
  name,
  providerName,
  link,
  ttlMs,
  language,
}: {
  name: string;
  providerName: string;
  link: string;
  ttlMs: number;
  language: Language;
}) {
  const minutes = Math.round(ttlMs / 60_000);
  if (language === 'hi') {
    return greeted(name, 'hi', {
      subject: `अपने SkillSync खाते से ${providerName} जोड़ें`,
      lines: [
        `किसी ने आपके SkillSync खाते में ${providerName} से साइन इन जोड़ने को कहा है। अगर यह आप थे, तो पुष्टि के लिए यह लिंक खोलें:`,
        link,
        '',
        `यह लिंक एक ही बार काम करता है और ${minutes} मिनट में समाप्त हो जाता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: कुछ नहीं जुड़ेगा।`,
      ],
    });
  }
  return greeted(name, 'en', {
    subject: `Link ${providerName} to your SkillSync account`,
    lines: [
      `Someone asked to sign in to your SkillSync account with ${providerName}. If this was you, open this link to confirm:`,
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing is linked.`,
    ],
  });
}
