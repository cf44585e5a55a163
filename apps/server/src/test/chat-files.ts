import type { ChatAttachment } from '@skillsync/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestMember } from './builders.ts';
import { multipart } from './multipart.ts';
import type { TestAppHandle } from './test-app.ts';

// The files the chat's attachment tests upload, and the calls they make (attachments*.test.ts).

export type UploadFile = { filename: string; contentType: string; content: Buffer | string };

/** A camera photo larger than a chat keeps, with EXIF: the maker, a copyright line and where it was taken. */
export const photoWithExif = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#c05621' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SkillSync test photographer', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .toBuffer();

export const pdf = (body = 'Minutes of the Monday call') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const projectRoom = (projectId: string) => `/api/projects/${projectId}`;

/** Uploading to a room, fetching files and a member's export, through the test app `t`. */
export function chatFileCalls(t: TestAppHandle) {
  const uploadTo = (roomUrl: string, as: TestMember | undefined, file: UploadFile) =>
    t.request('POST', `${roomUrl}/attachments`, { as, ...multipart([{ name: 'file', ...file }]) });
  return {
    uploadTo,
    /** Uploads a file that must be taken, and returns it as the API shows it. */
    async uploaded(roomUrl: string, as: TestMember, file: UploadFile) {
      const response = await uploadTo(roomUrl, as, file);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ChatAttachment>();
    },
    get: (url: string, as?: TestMember, headers?: Record<string, string>) =>
      t.request('GET', url, { as, ...(headers && { headers }) }),
    exportedFilesOf: async (member: TestMember) =>
      (await t.request('GET', '/api/users/me/export', { as: member })).json<{ chatAttachments: { name: string }[] }>()
        .chatAttachments,
  };
}
