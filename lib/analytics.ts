/**
 * The pluggable analytics sink: page views and web vitals go to NEXT_PUBLIC_ANALYTICS_URL with
 * sendBeacon when it is set, and nowhere otherwise (no third-party script unless configured).
 */
export type AnalyticsEvent = { type: 'pageview'; path: string } | { type: 'web-vital'; name: string; value: number; id: string; rating?: string; path: string };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export function beaconSink(url: string | undefined): AnalyticsSink {
  if (!url) return () => undefined;
  return (event) => {
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
}
