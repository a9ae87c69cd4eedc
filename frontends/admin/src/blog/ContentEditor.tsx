import { Form } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';
import { IMAGE_ACCEPT } from '../lib/imageFile';
import './editor.css';
import { FORMATS, TOOLBAR } from './quillSetup';
import type { UploadOutcome } from './useImageUpload';

interface ContentEditorProps {
  /** given by the Form.Item it sits in */
  value?: string;
  /** an edit by the user (given by the Form.Item) */
  onChange?: (html: string) => void;
  /** the editor only normalised the value it was given ('' becomes '<p><br></p>'): not an edit */
  onNormalize?: (html: string) => void;
  readOnly: boolean;
  uploadImage: (file: File) => Promise<UploadOutcome>;
}

/**
 * The post's rich-text body, a form control of the blog form; images go through /api/upload
 * instead of being inlined.
 */
export default function ContentEditor({ value = '', onChange, onNormalize, readOnly, uploadImage }: ContentEditorProps) {
  const { status } = Form.Item.useStatus();
  const { t } = useTranslation();
  const quill = useRef<ReactQuill>(null);
  // the toolbar is built once, so its image handler reads the latest upload function from here
  const upload = useRef(uploadImage);
  upload.current = uploadImage;

  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => {
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = IMAGE_ACCEPT;
            input.onchange = async () => {
              const file = input.files?.[0];
              const editor = quill.current?.getEditor();
              if (!file || !editor) return;
              const outcome = await upload.current(file);
              if (!outcome.ok) {
                window.alert(outcome.message);
                return;
              }
              const at = editor.getSelection(true)?.index ?? editor.getLength();
              // The site path (/uploads/...) keeps posts independent of the host they were written on.
              editor.insertEmbed(at, 'image', outcome.url, 'user');
              editor.setSelection(at + 1, 0, 'user');
            };
            input.click();
          },
        },
      },
      clipboard: { matchVisual: false },
    }),
    [],
  );

  return (
    <div className={status === 'error' ? 'blog-editor is-invalid' : 'blog-editor'}>
      <ReactQuill
        ref={quill}
        theme="snow"
        value={value}
        readOnly={readOnly}
        modules={modules}
        formats={FORMATS}
        placeholder={t('blog.contentPlaceholder')}
        onChange={(html, _delta, source) => (source === 'user' ? onChange : onNormalize)?.(html)}
      />
    </div>
  );
}
