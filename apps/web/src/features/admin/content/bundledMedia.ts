/**
 * Media the web app ships (apps/web/public/media) and files the server generates: the only
 * addresses a section may point to, so the home screen never loads from a foreign host.
 */
export const BUNDLED_VIDEOS = [
  { url: '/media/intro.webm', poster: '/media/intro-poster.jpg', labelKey: 'intro' },
] as const;

export const BUNDLED_POSTERS = ['/media/intro-poster.jpg'] as const;

export const BUNDLED_DOWNLOADS = [
  { url: '/api/downloads/parts.csv', format: 'CSV', labelKey: 'partsCsv' },
  { url: '/api/downloads/colors.csv', format: 'CSV', labelKey: 'colorsCsv' },
] as const;
