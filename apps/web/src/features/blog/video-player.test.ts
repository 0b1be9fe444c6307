import { describe, expect, it } from 'vitest';
import { youTubeEmbed } from './video-player';

describe('youTubeEmbed', () => {
  it('plays YouTube links through the privacy-enhanced embed', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youTubeEmbed(link), link).toBe(embed);
    }
  });

  it('leaves files, other hosts and malformed links to the video element', () => {
    for (const link of [
      '/media/videos/latte-art-heart.webm',
      'https://videos.example.com/a.mp4',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=<script>',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youTubeEmbed(link), link).toBeNull();
    }
  });
});
