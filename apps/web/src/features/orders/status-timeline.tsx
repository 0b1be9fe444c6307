import type { Locale } from '@coffee/contracts/common';
import type { OrderHistoryEntry, StatusActorKind } from '@coffee/contracts/orders';
import { formatDateTime } from '@/lib/format/date-time';
import { TimelineStep } from './timeline-step';

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
          <TimelineStep key={`${entry.status}-${entry.at}`} latest={latest} bad={entry.status === 'CANCELED'}>
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
          </TimelineStep>
        );
      })}
    </ol>
  );
}
