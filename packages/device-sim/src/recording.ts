import { createRequire } from 'node:module';
import type * as Encoder from 'h264-mp4-encoder';

/**
 * What a simulated camera "recorded": a small H.264 mp4 (browsers play it in a <video>) made on
 * the spot by a WebAssembly encoder, no native binary. The picture is a test card whose bar moves
 * across and whose colour changes each second, so a person sees it play; small and few frames a
 * second keep it quick to make and light to upload.
 */
export interface RecordedVideoOptions {
  /** Length in seconds (at least one frame). */
  seconds: number;
  fps?: number;
  width?: number;
  height?: number;
}

/** The encoder, loaded by the first recording (the server imports this package for its catalogue). */
let encoderLibrary: typeof Encoder | undefined;
function encoderModule(): typeof Encoder {
  return (encoderLibrary ??= createRequire(import.meta.url)('h264-mp4-encoder') as typeof Encoder);
}

/** The longest recording the simulator makes (an hour at its few frames a second). */
export const MAX_RECORDING_SECONDS = 3600;

let counter = 0;

export async function recordedVideo({ seconds, fps = 2, width = 128, height = 96 }: RecordedVideoOptions): Promise<Uint8Array> {
  const frames = Math.max(1, Math.round(Math.min(seconds, MAX_RECORDING_SECONDS) * fps));
  const encoder = await encoderModule().createH264MP4Encoder();
  // The encoder's file system is shared by every encoder of the process: each writes its own file.
  encoder.outputFilename = `recording-${process.pid}-${++counter}.mp4`;
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = fps;
  encoder.speed = 10;
  encoder.quantizationParameter = 36;
  encoder.groupOfPictures = fps * 10;
  encoder.initialize();
  try {
    const rgba = new Uint8Array(width * height * 4);
    for (let f = 0; f < frames; f++) {
      const second = Math.floor(f / fps);
      const hue = [(second * 70) % 256, (second * 130 + 80) % 256, (second * 40 + 160) % 256];
      const bar = Math.floor((f / frames) * width);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const onBar = Math.abs(x - bar) < 4;
          rgba[i] = onBar ? 255 : (hue[0]! + y) & 255;
          rgba[i + 1] = onBar ? 255 : hue[1]!;
          rgba[i + 2] = onBar ? 255 : (hue[2]! + x) & 255;
          rgba[i + 3] = 255;
        }
      }
      encoder.addFrameRgba(rgba);
    }
    encoder.finalize();
    const file = encoder.FS.readFile(encoder.outputFilename);
    encoder.FS.unlink(encoder.outputFilename);
    return file;
  } finally {
    encoder.delete();
  }
}

/** An mp4's length in seconds, read from its movie header (`moov/mvhd`); null when there is none. */
export function mp4Seconds(file: Uint8Array): number | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const find = (from: number, to: number, type: string): number | null => {
    let at = from;
    while (at + 8 <= to) {
      const size = view.getUint32(at);
      const name = String.fromCharCode(file[at + 4]!, file[at + 5]!, file[at + 6]!, file[at + 7]!);
      if (name === type) return at;
      if (size < 8) return null;
      at += size;
    }
    return null;
  };
  const moov = find(0, file.length, 'moov');
  if (moov === null) return null;
  const mvhd = find(moov + 8, moov + view.getUint32(moov), 'mvhd');
  if (mvhd === null) return null;
  const version = file[mvhd + 8]!;
  const timescale = version === 1 ? view.getUint32(mvhd + 28) : view.getUint32(mvhd + 20);
  const duration = version === 1 ? Number(view.getBigUint64(mvhd + 32)) : view.getUint32(mvhd + 24);
  return timescale > 0 ? duration / timescale : null;
}
