import { localDay } from '../../../lib/chat-days.ts';
import { formatter } from '../../../lib/format.ts';

const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const WEEKDAY = { weekday: 'short' } as const;
const SHORT_DATE = { day: 'numeric', month: 'short' } as const;
const FULL = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * When a conversation's last message was sent, as a list of conversations shows it: the time today, the weekday
 * within a week, else the date; `full` is the whole moment, for a tooltip.
 */
export function conversationTime(value: string, now: Date = new Date()) {
  const date = new Date(value);
  const days = localDay(now) - localDay(date);
  const [style, options] =
    days <= 0 ? ['listTime', TIME] : days < 7 ? ['weekdayShort', WEEKDAY] : ['dayMonth', SHORT_DATE];
  return {
    short: formatter(Intl.DateTimeFormat, style, options).format(date),
    full: formatter(Intl.DateTimeFormat, 'listMoment', FULL).format(date),
  };
}
