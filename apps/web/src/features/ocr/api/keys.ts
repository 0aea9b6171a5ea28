export const ocrKey = ['ocr'] as const;
export const screenshotsKey = (matchId: number) => [...ocrKey, 'screenshots', matchId] as const;
export const screenshotImageKey = (id: number, size: 'thumb' | 'full') =>
  [...ocrKey, 'image', id, size] as const;
