import type { Area } from 'react-easy-crop';

/** Side of the square the browser sends (the server makes its 256 px and 64 px files from it). */
const CROPPED_SIDE = 512;

/** Loads a picture from a URL (an object URL of the chosen file). */
function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}

/** Draws the chosen square of the picture on a canvas of CROPPED_SIDE px and returns it as a PNG. */
export async function cropToSquare(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROPPED_SIDE;
  canvas.height = CROPPED_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, CROPPED_SIDE, CROPPED_SIDE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'));
}
