import { useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** SPEC §9: the toaster shows at most three toasts at a time by default. */
export const DEFAULT_VISIBLE_TOASTS = 3;

/** Renders the toast store. Mount once at the app root. */
export function Toaster({ visibleToasts = DEFAULT_VISIBLE_TOASTS }: { visibleToasts?: number }) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.slice(0, visibleToasts).map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title !== undefined && <ToastTitle>{title}</ToastTitle>}
            {description !== undefined && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
