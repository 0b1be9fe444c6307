import type { Locale } from '@coffee/contracts/common';
import type { OrderHistoryEntry, StatusActorKind } from '@coffee/contracts/orders';
import { clsx } from 'clsx';
import { formatDateTime } from '@/lib/format/date-time';

type StatusTimelineProps = {
  history: OrderHistoryEntry[];
  locale: Locale;
  /** Who made a change: "by you", "by the store", "automatically". */
  byLabels: Record<StatusActorKind, string>;
  /** The back office also names the person behind each entry (same order as `history`), when there is one. */
  names?: (string | null)[];
  /** The back office also says whether each note stayed internal or was told to the shopper. */
  noteAudience?: { internal: string; told: string };
};

/** Every status the order went through, oldest first, with when (Cairo time) and who; the latest stands out. */
export function StatusTimeline({ history, locale, byLabels, names, noteAudience }: StatusTimelineProps) {
  return (
    <ol className="flex flex-col">
      {history.map((entry, index) => {
        const latest = index === history.length - 1;
        return (
          <li key={`${entry.status}-${entry.at}`} className="relative flex gap-4 pb-5 last:pb-0">
            {latest ? null : (
              <span
                aria-hidden="true"
                className="absolute start-[0.6875rem] top-6 bottom-0 w-0.5 bg-crema-200"
              />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'relative mt-1 size-6 shrink-0 rounded-full ring-4 ring-white',
                entry.status === 'CANCELED' ? 'bg-cherry-700' : latest ? 'bg-caramel-500' : 'bg-espresso-900',
              )}
            />
            <div className="text-sm" aria-current={latest ? 'step' : undefined}>
              <p className="font-semibold text-espresso-900">{entry.label}</p>
              <p className="text-mocha-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> · {byLabels[entry.by]}
                {names?.[index] ? ` (${names[index]})` : null}
              </p>
              {entry.note ? (
                <p className="mt-1 text-mocha-700">
                  {noteAudience ? (
                    <span className="font-semibold">
                      {entry.note_for_customer ? noteAudience.told : noteAudience.internal}:{' '}
                    </span>
                  ) : null}
                  <bdi>{entry.note}</bdi>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
