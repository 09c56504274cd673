import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import { OTP_LENGTH, spreadDigits } from './otpDigits';

interface OtpInputProps {
  /** id of the first box (a label or the form's focus finds the boxes by it). */
  id?: string | undefined;
  value: readonly string[];
  onChange: (boxes: string[]) => void;
  /** id of the error text under the boxes, linked to every box. */
  errorId?: string | undefined;
  hintId?: string | undefined;
  disabled?: boolean;
}

/**
 * Six single-character boxes: typing moves on, Backspace on an empty box goes back and empties
 * the box before, the arrows walk the boxes, pasting (or the phone's one-time-code autofill)
 * spreads the digits over the boxes (a whole code from the first box, wherever it is pasted).
 */
export function OtpInput({ id, value, onChange, errorId, hintId, disabled }: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  function clear(index: number) {
    const boxes = [...value];
    boxes[index] = '';
    onChange(boxes);
  }

  function write(index: number, text: string) {
    // Delete, cut, or a phone keyboard whose Backspace sends no key event: the box is emptied.
    if (text === '') return clear(index);
    const result = spreadDigits(value, index, text);
    if (!result.changed) return;
    onChange(result.boxes);
    // A single typed digit on the last box keeps the focus there; more digits move on.
    focus(result.focus);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) clear(index);
      else if (index > 0) {
        clear(index - 1);
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // The whole code pasted into any box fills every box from the first.
    write(text.replace(/\D/g, '').length >= OTP_LENGTH ? 0 : index, text);
  }

  return (
    <div className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          key={index}
          id={index === 0 ? id : undefined}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => {
            // The box already holds a digit: the new one is whichever character is not the old one.
            const typed = event.target.value;
            write(index, digit && typed.length > 1 && typed.startsWith(digit) ? typed.slice(1) : typed);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          disabled={disabled}
          className={cn(
            'aspect-square w-full min-w-0 max-w-14 rounded-xl border bg-surface text-center text-2xl font-semibold text-text shadow-sm transition',
            'focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none disabled:opacity-60',
            errorId ? 'border-danger' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  );
}
