import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { secondLook, secondScale, secondView } from './second-look';

describe("the second look's view (decision 052)", () => {
  const region = { left: 480, top: 20, width: 500, height: 660 };

  it('reads the whole capture at its usual scale when the text is large enough there', () => {
    expect(secondView(1920, 1080, { line: 20, region })).toEqual({
      scale: secondScale(1920, 1080),
      region: { left: 0, top: 0, width: 1920, height: 1080 },
    });
    expect(secondView(1920, 1080)).toMatchObject({ scale: 1 });
  });

  it('reads only the text, its lines 16 px high, when they would come out under 10 px', () => {
    // 11 px lines on a 1440 × 2560 capture: 8 px at the usual 0.75.
    const view = secondView(1440, 2560, { line: 11, region });
    expect(view.region).toEqual(region);
    expect(view.scale).toBeCloseTo(16 / 11, 5);
  });

  it('keeps within the pixel budget', () => {
    const wide = { left: 0, top: 0, width: 2560, height: 1440 };
    const view = secondView(2560, 1440, { line: 5, region: wide });
    expect(wide.width * wide.height * view.scale ** 2).toBeLessThanOrEqual(5_000_001);
  });

  it("gives the engine the text's region and says where it is", async () => {
    const [width, height] = [1440, 2560];
    const rgb = new Uint8Array(width * height * 3).fill(240);
    const look = await secondLook(rgb, width, height, { line: 11, region });
    expect(look.origin).toEqual({ x: 480, y: 20 });
    const { width: w, height: h } = await sharp(look.ocrImage).metadata();
    expect(w).toBe(Math.round(region.width * look.scale));
    expect(h).toBe(Math.round(region.height * look.scale));
  });
});
