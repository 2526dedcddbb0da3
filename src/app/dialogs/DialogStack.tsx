/**
 * The dialog host's stack on screen (src/app/dialogs/DialogHost.tsx loads it on demand): each open dialog of
 * the dialogHost chart as its standard dialog of src/ui/dialog, texts translated here, buttons closing it
 * through the host.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { DialogEntry, DialogText } from '@machines/dialogHost/dialogHost.types';
import { AlertDialog, ConfirmDialog, LoadingDialog, SuccessDialog } from '@/ui/dialog/StandardDialogs';

export interface DialogStackProps {
  stack: readonly DialogEntry[];
  close: (key: string, result: boolean) => void;
}

function renderText(intl: IntlShape, text: DialogText | undefined): string | undefined {
  if (!text) return undefined;
  return 'text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values);
}

export default function DialogStack({ stack, close }: DialogStackProps) {
  const intl = useIntl();
  return (
    <>
      {stack.map((dialog) => {
        switch (dialog.kind) {
          case 'alert':
            return (
              <AlertDialog
                key={dialog.key}
                open
                title={renderText(intl, dialog.options.title) ?? intl.formatMessage({ id: 'dialogs.generic.title' })}
                message={renderText(intl, dialog.options.message)}
                secondMessage={renderText(intl, dialog.options.secondMessage)}
                errorId={dialog.options.errorId}
                okLabel={renderText(intl, dialog.options.okLabel)}
                onOk={() => close(dialog.key, true)}
              />
            );
          case 'confirm':
            return (
              <ConfirmDialog
                key={dialog.key}
                open
                title={renderText(intl, dialog.options.title)}
                message={renderText(intl, dialog.options.message)}
                okLabel={renderText(intl, dialog.options.okLabel)}
                cancelLabel={renderText(intl, dialog.options.cancelLabel)}
                onConfirm={() => close(dialog.key, true)}
                onCancel={() => close(dialog.key, false)}
              />
            );
          case 'loading':
            return <LoadingDialog key={dialog.key} open label={renderText(intl, dialog.options.label)} />;
          case 'success':
            return (
              <SuccessDialog
                key={dialog.key}
                open
                title={renderText(intl, dialog.options.title)}
                message={renderText(intl, dialog.options.message)}
                code={dialog.options.code}
                okLabel={renderText(intl, dialog.options.okLabel)}
                onOk={() => close(dialog.key, true)}
              />
            );
        }
      })}
    </>
  );
}
