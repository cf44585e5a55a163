import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Certificate, CertificateLanguage } from '@skillsync/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// Noto Sans for Latin text and Noto Sans Devanagari for Hindi, as shipped in their npm packages (nothing is fetched
// at run time). pdfkit shapes the Devanagari (conjuncts, vowel signs) through fontkit. The Devanagari file holds no
// Latin letters or digits, so each line is drawn in runs of one script.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff'),
  deva: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devaBold: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff'),
};
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Buffer> | undefined;
/** The fonts, read once (about 100 KB in all) and kept. */
function loadFonts() {
  fonts ??= {
    latin: readFileSync(FONT_FILES.latin),
    latinBold: readFileSync(FONT_FILES.latinBold),
    deva: readFileSync(FONT_FILES.deva),
    devaBold: readFileSync(FONT_FILES.devaBold),
  };
  return fonts;
}

const ENGLISH_SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const HINDI_PLACES = ['प्रथम', 'द्वितीय', 'तृतीय'];

type Words = {
  heading: Record<Certificate['kind'], string>;
  certifies: string;
  tookPart: string;
  won: (place: string) => string;
  place: (place: number) => string;
  issuedOn: (date: string) => string;
  verify: string;
  locale: string;
};

const WORDS: Record<CertificateLanguage, Words> = {
  en: {
    heading: { participation: 'Certificate of Participation', merit: 'Certificate of Merit' },
    certifies: 'This certifies that',
    tookPart: 'took part in the SkillSync challenge',
    won: (place) => `won ${place} in the SkillSync challenge`,
    place: (place) => `${place}${ENGLISH_SUFFIXES[englishOrdinals.select(place)] ?? 'th'} place`,
    issuedOn: (date) => `Issued on ${date}`,
    verify: 'Verify this certificate at',
    locale: 'en-IN',
  },
  hi: {
    heading: { participation: 'भागीदारी प्रमाणपत्र', merit: 'योग्यता प्रमाणपत्र' },
    certifies: 'प्रमाणित किया जाता है कि',
    tookPart: 'ने SkillSync चैलेंज में भाग लिया',
    won: (place) => `ने SkillSync चैलेंज में ${place} प्राप्त किया`,
    place: (place) => `${HINDI_PLACES[place - 1] ?? `${place}वाँ`} स्थान`,
    issuedOn: (date) => `जारी करने की तिथि: ${date}`,
    verify: 'इस प्रमाणपत्र का सत्यापन यहाँ करें',
    locale: 'hi-IN',
  },
};

/** An India day (`YYYY-MM-DD`) written out in the language: "2 December 2026", "2 दिसंबर 2026". */
const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const PAGE = { width: 842, height: 595, margin: 56 };
const DEVANAGARI = /[\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff\u200c\u200d]/;

/** A line cut into runs of one script; spaces stay with the run before them. */
function runsOf(line: string) {
  const runs: { isDevanagari: boolean; text: string }[] = [];
  for (const char of line) {
    const last = runs.at(-1);
    const isDevanagari = DEVANAGARI.test(char);
    if (last && (last.isDevanagari === isDevanagari || char === ' ')) last.text += char;
    else runs.push({ isDevanagari, text: char });
  }
  return runs;
}

type Pen = { doc: PDFKit.PDFDocument; y: number };
type LineStyle = { size: number; isBold?: boolean; color: string; x?: number; width?: number; link?: string };

/**
 * Writes one line, centred (or from `x`), each script in its font, smaller when it would not fit, and moves the pen
 * below it.
 */
function writeLine(pen: Pen, line: string, style: LineStyle) {
  const { doc } = pen;
  const width = style.width ?? PAGE.width - 2 * PAGE.margin;
  const runs = runsOf(line).map((run) => ({
    ...run,
    font: (run.isDevanagari ? 'deva' : 'latin') + (style.isBold ? 'Bold' : ''),
  }));
  const measure = (size: number) =>
    runs.reduce((total, run) => total + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  const size = Math.min(style.size, (style.size * width) / Math.max(1, measure(style.size)));
  let x = style.x ?? PAGE.margin + (width - measure(size)) / 2;
  doc.fillColor(style.color);
  for (const run of runs) {
    doc.font(run.font).fontSize(size);
    doc.text(run.text, x, pen.y, { lineBreak: false, ...(style.link && { link: style.link }) });
    x += doc.widthOfString(run.text);
  }
  pen.y += size * 1.6;
}

// One PDF at a time per instance: laying out Devanagari takes fontkit some 50 MB and most of a second of CPU.
let rendering: Promise<unknown> = Promise.resolve();

/** The certificate as a one-page A4 landscape PDF (15–20 KB: the fonts are subset), with its QR code. */
export function renderCertificatePdf(certificate: Certificate, language: CertificateLanguage): Promise<Buffer> {
  const rendered = rendering.then(() => drawCertificate(certificate, language));
  // The caller gets the failure; the queue only needs to know it is over.
  rendering = rendered.catch(() => undefined);
  return rendered;
}

async function drawCertificate(certificate: Certificate, language: CertificateLanguage): Promise<Buffer> {
  const words = WORDS[language];
  const qr = await QRCode.toBuffer(certificate.verificationUrl, { type: 'png', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: words.heading[certificate.kind], Author: 'SkillSync', Subject: certificate.challenge.title },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);

  doc
    .lineWidth(2)
    .strokeColor('#4338ca')
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  const pen = { doc, y: 60 };
  writeLine(pen, 'SkillSync', { size: 18, isBold: true, color: '#4338ca' });
  pen.y += 8;
  writeLine(pen, words.heading[certificate.kind], { size: 30, isBold: true, color: '#111827' });
  pen.y += 8;
  writeLine(pen, words.certifies, { size: 14, color: '#374151' });
  writeLine(pen, certificate.holderName, { size: 26, isBold: true, color: '#111827' });
  const achievement =
    certificate.kind === 'merit' && certificate.place !== null
      ? words.won(words.place(certificate.place))
      : words.tookPart;
  writeLine(pen, achievement, { size: 14, color: '#374151' });
  writeLine(pen, certificate.challenge.title, { size: 20, isBold: true, color: '#111827' });

  const footerY = PAGE.height - 160;
  const footer = { x: PAGE.margin, width: 520 };
  const foot = { doc, y: footerY + 30 };
  writeLine(foot, words.issuedOn(formatDay(certificate.issuedOn, words.locale)), {
    ...footer,
    size: 12,
    color: '#374151',
  });
  writeLine(foot, words.verify, { ...footer, size: 12, color: '#374151' });
  const link = certificate.verificationUrl;
  writeLine(foot, link, { ...footer, size: 12, color: '#4338ca', link });
  doc.image(qr, PAGE.width - PAGE.margin - 110, footerY, { width: 110 });
  doc.end();
  return finished;
}
