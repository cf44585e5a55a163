import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile-writes.ts';
import { CENTER_CROP, type Crop, checkPicture, encodeAvatar, readPicture } from '../utils/crop-picture.ts';
import { CropEditor } from './CropEditor.tsx';

type Picked = { picture: ImageBitmap; crop: Crop };
/** Why a chosen file was not taken; kept as a reason, so it reads in the language in use. */
type Problem = 'notAnImage' | 'fileTooLarge' | 'unreadable';

/**
 * The profile picture (spec §5): chosen here, checked (an image, at most 5 MB), cropped square and made a
 * 400 px JPEG in the browser, then uploaded. The navbar shows it as soon as the server has it.
 */
export function AvatarPicker({ name, avatar }: { name: string; avatar: string | null }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const problemId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const upload = useUploadAvatar();
  const removal = useRemoveAvatar();

  // A decoded picture holds memory until closed.
  useEffect(() => () => picked?.picture.close(), [picked?.picture]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = '';
    if (!file) return;
    const check = checkPicture(file);
    if (check) {
      setProblem(check);
      return;
    }
    try {
      const picture = await readPicture(file);
      setProblem(null);
      setPicked({ picture, crop: CENTER_CROP });
    } catch {
      setProblem('unreadable');
    }
  }

  async function handleSave() {
    if (!picked) return;
    try {
      await upload.mutateAsync(await encodeAvatar(picked.picture, picked.crop));
      toast.success(t('messages.avatarUpdated'));
      setPicked(null);
      chooseRef.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, t('profile.avatar.uploadFailed')));
    }
  }

  async function handleRemove() {
    try {
      await removal.mutateAsync();
      toast.success(t('profile.avatar.removed'));
      chooseRef.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, t('profile.avatar.removeFailed')));
    }
  }

  function handleCancel() {
    setPicked(null);
    chooseRef.current?.focus();
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="avatar-title">
        <h2 id="avatar-title" className="text-lg font-semibold text-ink">
          {t('profile.avatar.title')}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Avatar name={name} src={avatar} size="lg" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button
                ref={chooseRef}
                variant="secondary"
                onClick={() => inputRef.current?.click()}
                aria-describedby={problem ? problemId : undefined}
              >
                <Camera aria-hidden className="h-4 w-4" />
                {avatar ? t('profile.avatar.change') : t('profile.avatar.choose')}
              </Button>
              {avatar && !picked && (
                <Button variant="danger-ghost" onClick={() => void handleRemove()} isLoading={removal.isPending}>
                  <Trash2 aria-hidden className="h-4 w-4" /> {t('profile.avatar.remove')}
                </Button>
              )}
            </div>
            <p className="text-xs text-muted">{t('profile.avatar.hint')}</p>
            {problem && (
              <p id={problemId} role="alert" className="text-sm text-red-600">
                {problem === 'unreadable'
                  ? t('profile.avatar.unreadable')
                  : problem === 'notAnImage'
                    ? t('messages.notAnImage')
                    : t('messages.fileTooLarge')}
              </p>
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden
          className="hidden"
          onChange={(event) => void handleFile(event)}
        />
        {picked && (
          <div className="mt-5 border-t border-line pt-5">
            <CropEditor
              picture={picked.picture}
              crop={picked.crop}
              onChange={(crop) => setPicked({ ...picked, crop })}
            />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={handleCancel} disabled={upload.isPending}>
                {t('profile.cancel')}
              </Button>
              <Button onClick={() => void handleSave()} isLoading={upload.isPending}>
                {t('profile.avatar.save')}
              </Button>
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
