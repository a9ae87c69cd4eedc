import { DRAFT_STATUS, MESSAGES, PUBLISH_STATUS, VALIDATION } from '@csec/contracts';
import type { BlogView, PublishStatus } from '@csec/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { api } from '../api/endpoints';
import type { BlogInput } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { publishErrors, saveErrors } from '../lib/blogForm';
import type { BlogField, BlogFieldErrors } from '../lib/blogForm';
import { hasErrors } from '../lib/formErrors';
import { blogEditPath } from '../paths';
import type { BlogInfo } from './InfoBox';

type Phase = 'loading' | 'ready' | 'missing' | 'failed';

interface Meta extends BlogInfo {
  blogId: number | null;
  slug: string | null;
  publishStatus: PublishStatus;
}

const NEW_BLOG: BlogInput = { title: '', categoryId: null, content: '', cover: null, eventDate: null };
const NEW_META: Meta = {
  blogId: null, slug: null, publishStatus: DRAFT_STATUS,
  createdBy: null, createdAt: null, updatedBy: null, updatedAt: null,
};

/** The API's field names for the form's fields. */
const SERVER_FIELDS: Record<string, BlogField> = {
  title: 'title', categoryId: 'category', category: 'category', content: 'content', cover: 'cover',
};

const metaOf = (blog: BlogView): Meta => ({
  blogId: blog.blogId,
  slug: blog.slug,
  publishStatus: blog.publishStatus,
  createdBy: blog.createdBy,
  createdAt: blog.createdAt,
  updatedBy: blog.updatedBy,
  updatedAt: blog.updatedAt,
});

const fileNameOf = (url: string | null) => (url ? decodeURIComponent(url.split('/').pop() ?? url) : null);

function serverFieldErrors(error: unknown): BlogFieldErrors {
  const found: BlogFieldErrors = {};
  if (error instanceof ApiError) {
    for (const [key, message] of Object.entries(error.errors)) {
      const field = SERVER_FIELDS[key];
      if (field) found[field] = message;
    }
  }
  return found;
}

/**
 * The blog action page's state (spec section 4): values, saved or not, field errors and the
 * post's status; save creates or updates, the toggle publishes or drafts.
 */
export function useBlogEditor(slug: string | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>(slug ? 'loading' : 'ready');
  const [values, setValues] = useState<BlogInput>(NEW_BLOG);
  const [coverName, setCoverName] = useState<string | null>(null);
  const [meta, setMeta] = useState<Meta>(NEW_META);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<BlogFieldErrors>({});
  const [busy, setBusy] = useState(false);
  // counts edits, so a save only marks the form saved if nothing changed while it ran
  const edits = useRef(0);

  useEffect(() => {
    if (!slug) return;
    let current = true;
    api
      .blog(slug)
      .then(({ data }) => {
        if (!current) return;
        if (!data) return setPhase('missing');
        // an old slug: the post lives under its new one now
        if (data.slug !== slug) return navigate(blogEditPath(data.slug), { replace: true });
        setValues({
          title: data.title,
          categoryId: data.categoryId,
          content: data.content,
          cover: data.cover,
          eventDate: data.eventDate ? data.eventDate.slice(0, 10) : null,
        });
        setCoverName(fileNameOf(data.cover));
        setMeta(metaOf(data));
        setSaved(true);
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.httpStatus === 404) return setPhase('missing');
        setPhase('failed');
        toast.failure(error, { failed: MESSAGES.blogDetailFailed, network: MESSAGES.blogDetailFailed });
      });
    return () => {
      current = false;
    };
  }, [slug, navigate, toast]);

  const change = useCallback(<K extends keyof BlogInput>(field: K, value: BlogInput[K], fromUser = true) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!fromUser) return;
    edits.current += 1;
    setSaved(false);
    const errorField = field === 'categoryId' ? 'category' : field;
    setErrors((current) => {
      const { [errorField as BlogField]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setCover = (url: string | null, name: string | null) => {
    setCoverName(name);
    change('cover', url);
  };

  /** Update the information box and status after a change on the server. */
  const refreshMeta = async (currentSlug: string) => {
    try {
      const { data } = await api.blog(currentSlug);
      if (data) setMeta(metaOf(data));
    } catch (error) {
      toast.failure(error, { failed: MESSAGES.blogDetailFailed, network: MESSAGES.blogDetailFailed });
    }
  };

  const save = async () => {
    const found = saveErrors(values);
    if (hasErrors(found)) return setErrors((current) => ({ ...current, ...found }));
    setBusy(true);
    const editsAtStart = edits.current;
    try {
      const body = { ...values, title: values.title.trim() };
      const response = meta.blogId ? await api.updateBlog(meta.blogId, body) : await api.createBlog(body);
      toast.success(MESSAGES.blogSaved);
      setSaved(edits.current === editsAtStart);
      // a new post, or a renamed one: its address is the new slug
      if (response.blogSlug !== meta.slug) return navigate(blogEditPath(response.blogSlug), { replace: true });
      await refreshMeta(response.blogSlug);
    } catch (error) {
      setErrors((current) => ({ ...current, ...serverFieldErrors(error) }));
      toast.failure(error, { failed: MESSAGES.blogSaveFailed, network: MESSAGES.blogSaveFailed });
    } finally {
      setBusy(false);
    }
  };

  const toDraft = async (currentSlug: string) => {
    try {
      await api.draft(currentSlug);
      toast.success(MESSAGES.drafted);
      await refreshMeta(currentSlug);
    } catch (error) {
      toast.failure(error, { failed: MESSAGES.draftFailed, network: MESSAGES.draftFailed });
    }
  };

  const publish = async (currentSlug: string) => {
    try {
      await api.publish(currentSlug);
      toast.success(MESSAGES.published);
      await refreshMeta(currentSlug);
    } catch (error) {
      setErrors((current) => ({ ...current, ...serverFieldErrors(error) }));
      toast.failure(error, { failed: MESSAGES.publishFailed, network: MESSAGES.publishFailed });
    }
  };

  /** The Publish/Draft button: publishing needs a saved form without errors. */
  const toggleStatus = async () => {
    if (meta.slug && meta.publishStatus === PUBLISH_STATUS) {
      setBusy(true);
      await toDraft(meta.slug);
      return setBusy(false);
    }
    const found = publishErrors(values);
    setErrors(found);
    if (!saved || !meta.slug) return toast.error(VALIDATION.saveBeforePublish);
    if (hasErrors(found)) return toast.error(VALIDATION.checkErrorInput);
    setBusy(true);
    await publish(meta.slug);
    setBusy(false);
  };

  return {
    phase,
    values,
    coverName,
    info: meta as BlogInfo,
    locked: meta.publishStatus === PUBLISH_STATUS,
    saved,
    errors,
    busy,
    change,
    setCover,
    save,
    toggleStatus,
  };
}
