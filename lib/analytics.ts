// Nowhere unless NEXT_PUBLIC_ANALYTICS_URL is set: no third-party script.
export type AnalyticsEvent = { type: 'pageview'; path: string } | { type: 'web-vital'; name: string; value: number; id: string; rating?: string; path: string };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export function beaconSink(url: string | undefined): AnalyticsSink {
  if (!url) return () => undefined;
  return (event) => {
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
}
