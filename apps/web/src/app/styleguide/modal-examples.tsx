import { useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

type Example = 'closeable' | 'untitled' | 'locked' | null;

export function ModalExamples() {
  const [open, setOpen] = useState<Example>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setOpen('closeable')}>
        Open dialog
      </Button>
      <Button variant="secondary" onClick={() => setOpen('untitled')}>
        Open dialog without title
      </Button>
      <Button variant="secondary" onClick={() => setOpen('locked')}>
        Open non-closeable dialog
      </Button>

      <Modal
        open={open === 'closeable'}
        onClose={close}
        title="Confirm your details"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Confirm</Button>
          </>
        }
      >
        <p>This dialog closes with its close button, Escape or a click outside it.</p>
      </Modal>
      <Modal open={open === 'untitled'} onClose={close} ariaLabel="Dialog without a title">
        <p>A dialog without a title or footer.</p>
      </Modal>
      <Modal
        open={open === 'locked'}
        onClose={close}
        closeable={false}
        title="Please choose"
        footer={<Button onClick={close}>I understand</Button>}
      >
        <p>Escape and clicks outside do nothing here: choose the button below.</p>
      </Modal>
    </div>
  );
}
