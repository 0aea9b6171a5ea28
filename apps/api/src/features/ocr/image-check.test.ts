import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-check';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('formats told by their first bytes', () => {
  it('knows PNG, JPEG and WebP', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImage(ascii('GIF89a......'))).toBeNull();
    expect(sniffImage(ascii('hola, no soy una imagen'))).toBeNull();
    expect(sniffImage(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
});
