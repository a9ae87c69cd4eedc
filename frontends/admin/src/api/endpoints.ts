import type {
  ApiPage,
  ApiSuccess,
  AssignableRole,
  BlogListItem,
  BlogSaveResponse,
  BlogView,
  CategoryView,
  LoginResponse,
  Role,
  UploadResponse,
  UserView,
} from '@csec/contracts';
import { UPLOAD_FIELD } from '@csec/contracts';
import { request } from './client';

function listPath(base: string, page: number, query: string): string {
  const params = new URLSearchParams({ page: String(page) });
  if (query) params.set('query', query);
  return `${base}?${params.toString()}`;
}

/** What the blog form sends on create and update. */
export interface BlogInput {
  title: string;
  categoryId: number | null;
  content: string;
  cover: string | null;
  eventDate: string | null;
}

/** null means "leave unchanged" (spec section 5). */
export interface UserUpdate {
  userId: number;
  username?: string | null;
  email?: string | null;
  role?: Role | null;
  password?: string | null;
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role: AssignableRole;
}

export const api = {
  login: (email: string, password: string) => request<LoginResponse>('POST', '/api/login', { body: { email, password }, session: false }),
  me: () => request<ApiSuccess<UserView[]>>('GET', '/api/users/me'),

  users: (page: number, query: string) => request<ApiPage<UserView>>('GET', listPath('/api/users', page, query)),
  user: (id: number) => request<ApiSuccess<UserView>>('GET', `/api/users/${id}`),
  register: (user: NewUser) => request<ApiSuccess>('POST', '/api/register', { body: user }),
  updateUser: (update: UserUpdate) => request<ApiSuccess>('POST', `/api/users/${update.userId}`, { body: update }),
  deleteUser: (userId: number) => request<ApiSuccess>('DELETE', `/api/users/${userId}`, { body: { userId } }),

  blogs: (page: number, query: string) => request<ApiPage<BlogListItem>>('GET', listPath('/api/blogs', page, query)),
  blog: (slug: string) => request<ApiSuccess<BlogView>>('GET', `/api/blogs/${encodeURIComponent(slug)}`),
  createBlog: (blog: BlogInput) => request<BlogSaveResponse>('POST', '/api/blogs/', { body: blog }),
  updateBlog: (blogId: number, blog: BlogInput) => request<BlogSaveResponse>('PUT', `/api/blogs/${blogId}`, { body: { blogId, ...blog } }),
  deleteBlog: (blogId: number) => request<ApiSuccess>('DELETE', `/api/blogs/${blogId}`, { body: { blogId } }),
  publish: (slug: string) => request<ApiSuccess>('POST', `/api/blogs/${encodeURIComponent(slug)}/publish`),
  draft: (slug: string) => request<ApiSuccess>('POST', `/api/blogs/${encodeURIComponent(slug)}/draft`),

  categories: () => request<ApiSuccess<CategoryView[]>>('GET', '/api/categories'),
  createCategory: (name: string, description: string) => request<ApiSuccess>('POST', '/api/categories', { body: { name, description } }),
  deleteCategory: (id: number) => request<ApiSuccess>('DELETE', `/api/categories/${id}`),

  upload: (file: File) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    return request<UploadResponse>('POST', '/api/upload', { body: form });
  },
};
