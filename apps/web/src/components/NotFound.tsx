import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { buttonClass } from './Button.tsx';

type NotFoundProps = {
  icon: LucideIcon;
  /** The catalog keys of the page's title, its line of text and the way back. */
  texts: { title: string; text: string; back: string };
  backTo: string;
};

/** What a detail page shows when what it names does not exist or is not the reader's to see. */
export function NotFound({ icon: Icon, texts, backTo }: NotFoundProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <Icon aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{t(texts.title)}</h1>
      <p className="mt-2 text-muted">{t(texts.text)}</p>
      <Link to={backTo} className={`${buttonClass('primary')} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t(texts.back)}
      </Link>
    </div>
  );
}
