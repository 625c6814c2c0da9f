import { processors, type ArticleJsonLdProps, type ProfilePageJsonLdProps } from 'next-seo';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import type { DropEventProps } from '@/lib/seo/structured';

/** The only JSON-LD path (ESLint refuses next-seo's components elsewhere): next-seo's own escape only the exact `</script>`. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd({ '@context': 'https://schema.org', ...data }) }} />;
}

type Props<P> = Omit<P, 'scriptId' | 'scriptKey' | 'nonce'>;

export function ArticleJsonLd({
  headline,
  url,
  author,
  datePublished,
  dateModified,
  image,
  publisher,
  description,
  isAccessibleForFree,
}: Props<ArticleJsonLdProps>) {
  return (
    <JsonLd
      data={{
        '@type': 'Article',
        headline,
        ...(url && { url }),
        ...(author && { author: Array.isArray(author) ? author.map(processors.processAuthor) : processors.processAuthor(author) }),
        ...(datePublished && { datePublished }),
        ...((dateModified ?? datePublished) && { dateModified: dateModified ?? datePublished }),
        ...(image && { image: Array.isArray(image) ? image.map(processors.processImage) : processors.processImage(image) }),
        ...(publisher && { publisher: processors.processPublisher(publisher) }),
        ...(description && { description }),
        ...(isAccessibleForFree !== undefined && { isAccessibleForFree }),
      }}
    />
  );
}

export function ProfilePageJsonLd({ mainEntity, dateCreated, dateModified }: Props<ProfilePageJsonLdProps>) {
  return (
    <JsonLd
      data={{
        '@type': 'ProfilePage',
        mainEntity: processors.processAuthor(mainEntity),
        ...(dateCreated && { dateCreated }),
        ...(dateModified && { dateModified }),
      }}
    />
  );
}

export function EventJsonLd({
  name,
  startDate,
  location,
  endDate,
  description,
  eventStatus,
  eventAttendanceMode,
  image,
  offers,
  performer,
  organizer,
  url,
}: DropEventProps) {
  return (
    <JsonLd
      data={{
        '@type': 'Event',
        name,
        startDate,
        location,
        ...(endDate && { endDate }),
        ...(eventStatus && { eventStatus }),
        eventAttendanceMode,
        ...(description && { description }),
        ...(image && { image: Array.isArray(image) ? image.map(processors.processImage) : processors.processImage(image) }),
        ...(offers && { offers: Array.isArray(offers) ? offers.map(processors.processOffer) : processors.processOffer(offers) }),
        ...(performer && { performer: Array.isArray(performer) ? performer.map(processors.processPerformer) : processors.processPerformer(performer) }),
        ...(organizer && { organizer: processors.processOrganizer(organizer) }),
        ...(url && { url }),
      }}
    />
  );
}
