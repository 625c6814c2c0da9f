import type { MetadataRoute } from 'next';
import { publicConfig } from '@/lib/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/users/update', '/users/account', '/transaction/'] },
    sitemap: `${publicConfig.siteUrl}/sitemap.xml`,
  };
}
