/**
 * Another server process's upload, for the photo store's tests: stores the upload named by its
 * argument in the store its environment names (PHOTO_STORE/S3_* or PHOTO_DIR), says `stored`,
 * and stays alive without settling it, as a process between storing a photo and committing
 * its row. The test kills it to play a crash there.
 */
import { photoStoreFromEnv } from '../media/photo-store.ts';

const key = process.argv[2] ?? '';
const photos = await photoStoreFromEnv(process.env, process.env.PHOTO_DIR ?? '');
await photos.putUpload(key, new TextEncoder().encode(`bytes of ${key}`), 'image/jpeg');
process.stdout.write('stored\n');
setInterval(() => undefined, 60_000);
