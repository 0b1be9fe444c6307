import type { Locale } from '@coffee/contracts/common';
import type { Shipment } from '@coffee/contracts/shipping';
import { formatDateTime } from '@/lib/format/date-time';
import { TimelineStep } from './timeline-step';

type ParcelTrackingProps = {
  shipment: Shipment;
  locale: Locale;
  labels: { courier: string; trackingNumber: string; timeline: string };
};

const ENDED_BADLY = new Set(['returned', 'lost', 'damaged', 'canceled', 'exception']);

/**
 * The order's parcel: who carries it, its tracking number, and every state the courier reported, oldest
 * first, in the reader's language and Cairo time; the latest stands out.
 */
export function ParcelTracking({ shipment, locale, labels }: ParcelTrackingProps) {
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="parcel-tracking">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-mocha-600">{labels.courier}</dt>
        <dd className="font-semibold text-espresso-900">{shipment.courier_name}</dd>
        <dt className="text-mocha-600">{labels.trackingNumber}</dt>
        <dd className="font-semibold text-espresso-900" dir="ltr" data-testid="tracking-number">
          <bdi>{shipment.tracking_number ?? '—'}</bdi>
        </dd>
      </dl>
      <ol className="flex flex-col" aria-label={labels.timeline}>
        {shipment.events.map((event, index) => {
          const latest = index === shipment.events.length - 1;
          return (
            <TimelineStep
              key={`${event.state}-${event.at}`}
              latest={latest}
              bad={ENDED_BADLY.has(event.state)}
            >
              <p className="font-semibold text-espresso-900">{event.label}</p>
              <p className="text-mocha-600">
                <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
              </p>
            </TimelineStep>
          );
        })}
      </ol>
    </div>
  );
}
