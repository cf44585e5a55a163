import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { Input } from './Field.tsx';

type PasswordInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [isVisible, setIsVisible] = useState(false);
  const t = useT();
  return (
    <Input
      ref={ref}
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={t(isVisible ? 'common.password.hide' : 'common.password.show')}
          aria-pressed={isVisible}
          className="rounded-md p-2 text-slate-500 hover:text-slate-800"
        >
          {isVisible ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
        </button>
      }
    />
  );
});
