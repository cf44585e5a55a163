import { type PointerEvent, useEffect, useId, useRef } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { type Crop, cropSquare, drawCrop, MAX_ZOOM } from '../utils/crop-picture.ts';

/** The editor's square, in CSS pixels; drawn at twice that for sharp screens. */
const EDITOR_PX = 224;
const PREVIEW_PX = 64;

type RangeProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  isDisabled?: boolean;
  onChange: (value: number) => void;
  valueText?: string;
};

function Range({ label, value, min, max, isDisabled = false, onChange, valueText }: RangeProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={Math.round(value)}
        disabled={isDisabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-600 disabled:opacity-50"
      />
    </div>
  );
}

type CropEditorProps = { picture: ImageBitmap; crop: Crop; onChange: (crop: Crop) => void };

/**
 * Chooses the square of the picture that becomes the avatar: drag it (mouse or touch), or use the sliders
 * (keyboard). The large square is exactly what will be saved; the small circle is how the navbar shows it.
 */
export function CropEditor({ picture, crop, onChange }: CropEditorProps) {
  const t = useT();
  const editorRef = useRef<HTMLCanvasElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const dragRef = useRef<{ x: number; y: number } | null>(null);
  const { side, slackX, slackY } = cropSquare(picture, crop);

  useEffect(() => {
    if (editorRef.current) drawCrop(editorRef.current, picture, crop, EDITOR_PX * 2);
    if (previewRef.current) drawCrop(previewRef.current, picture, crop, PREVIEW_PX * 2);
  }, [picture, crop]);

  function handlePointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { x: event.clientX, y: event.clientY };
  }

  function handlePointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const last = dragRef.current;
    if (!last) return;
    dragRef.current = { x: event.clientX, y: event.clientY };
    // A pointer moving right pulls the picture right: the square slides left over it.
    const picturePxPerCssPx = side / event.currentTarget.clientWidth;
    const slide = (position: number, delta: number, slack: number) =>
      slack > 0 ? Math.min(1, Math.max(0, position - (delta * picturePxPerCssPx) / slack)) : position;
    onChange({
      ...crop,
      x: slide(crop.x, event.clientX - last.x, slackX),
      y: slide(crop.y, event.clientY - last.y, slackY),
    });
  }

  function handlePointerUp() {
    dragRef.current = null;
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <canvas
        ref={editorRef}
        role="img"
        aria-label={t('profile.avatar.cropLabel')}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        style={{ width: EDITOR_PX, height: EDITOR_PX }}
        className="max-w-full shrink-0 cursor-move touch-none rounded-lg border border-line bg-slate-100"
      />
      <div className="min-w-0 flex-1 space-y-4">
        <Range
          label={t('profile.avatar.zoom')}
          value={crop.zoom * 100}
          min={100}
          max={MAX_ZOOM * 100}
          valueText={t('profile.avatar.zoomValue', { percent: Math.round(crop.zoom * 100) })}
          onChange={(value) => onChange({ ...crop, zoom: value / 100 })}
        />
        <Range
          label={t('profile.avatar.horizontal')}
          value={crop.x * 100}
          min={0}
          max={100}
          isDisabled={slackX <= 0}
          onChange={(value) => onChange({ ...crop, x: value / 100 })}
        />
        <Range
          label={t('profile.avatar.vertical')}
          value={crop.y * 100}
          min={0}
          max={100}
          isDisabled={slackY <= 0}
          onChange={(value) => onChange({ ...crop, y: value / 100 })}
        />
        <div className="flex items-center gap-3">
          <canvas
            ref={previewRef}
            role="img"
            aria-label={t('profile.avatar.previewLabel')}
            style={{ width: PREVIEW_PX, height: PREVIEW_PX }}
            className="shrink-0 rounded-full border border-line"
          />
          <p className="text-sm text-muted">{t('profile.avatar.previewText')}</p>
        </div>
      </div>
    </div>
  );
}
