import { Trans } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n.ts';

/** A complaint that reached the Grievance Officer: its reference to quote, and when the answer comes. */
export function GrievanceReceived({ reference }: { reference: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Said where the reader is: the form they sent, or the link they opened, is replaced by this.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-ink focus:outline-none"
      >
        <CircleCheck aria-hidden className="size-5 text-green-700" />
        <Trans
          id="legal.grievance.received.reference"
          values={{ reference }}
          components={{ 0: <span className="font-mono" /> }}
        />
      </h3>
      <p className="mt-2 text-sm text-slate-700">{t('legal.grievance.received.next')}</p>
    </div>
  );
}
