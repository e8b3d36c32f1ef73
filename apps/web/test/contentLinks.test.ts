import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DownloadsCard, VideoCard } from '../src/features/home/MediaCards.tsx';

const render = (element: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, element));

const downloads = (url: string) =>
  DownloadsCard({
    section: {
      id: 'a'.repeat(40),
      type: 'downloads',
      value: { title: 'Downloads', items: [{ title: 'Parts', description: '', url, format: 'CSV' }] },
    },
  });
const video = (url: string, poster: string | null) =>
  VideoCard({
    section: { id: 'b'.repeat(40), type: 'video', value: { title: 'Intro', url, poster, description: '' } },
  });

describe('home-screen content links (defence in depth against stored unsafe addresses)', () => {
  it('links a safe download address and shows an unsafe one as plain text', () => {
    expect(render(downloads('/api/downloads/parts.csv'))).toContain('href="/api/downloads/parts.csv"');
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/x']) {
      const html = render(downloads(url));
      expect(html).not.toContain('href=');
      expect(html).toContain('Parts');
    }
  });

  it('plays a safe video address and leaves out an unsafe video or poster', () => {
    expect(render(video('/media/intro.webm', '/media/intro-poster.jpg'))).toMatch(
      /<video[^>]*src="\/media\/intro\.webm"[^>]*poster="\/media\/intro-poster\.jpg"/,
    );
    expect(render(video('javascript:alert(1)', null))).not.toContain('<video');
    const unsafePoster = render(video('/media/intro.webm', 'javascript:alert(1)'));
    expect(unsafePoster).toContain('<video');
    expect(unsafePoster).not.toContain('poster=');
  });
});
