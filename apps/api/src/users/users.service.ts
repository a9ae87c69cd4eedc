import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { API_MESSAGES, MESSAGES, Role, VALIDATION, type DashboardLanguage, type MeView } from '@csec/contracts';
import type { UserView } from '../common/views/api-views';
import type { AccountIdentity, AuthUser } from '../common/guards/auth-user';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import { UniqueIndex, violatedIndex } from '../database/db-errors';
import { Transactions } from '../database/transactions';
import { likePattern, pageCount } from '../common/http/pagination';
import { RegisterUserDto } from './dto/register-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { hasInvisibleOrControl, normalizeEmail, sameUsername, trimSpace, USERNAME_KEY_MAX, usernameKey } from './identity';
import { UserCreatedEvent } from './events/user-created.event';
import { UserDeletedEvent } from './events/user-deleted.event';
import { UserProfileUpdatedEvent } from './events/user-profile-updated.event';
import { UserRenamedEvent } from './events/user-renamed.event';
import { UserRoleChangedEvent } from './events/user-role-changed.event';
import { UserPasswordChangedEvent } from './events/user-password-changed.event';
import { PasswordService } from './password.service';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { UserPolicy } from './user-policy';
import { toMeView, toUserView } from './user.view';
import { coded } from '../common/http/coded';

/** The unique indexes of migrations/1795430400000-identity-keys, and which field each one guards. */
const UNIQUE_INDEXES: (UniqueIndex & { field: 'email' | 'username' })[] = [
  { name: 'IDX_users_email', table: 'users', columns: ['email'], field: 'email' },
  { name: 'IDX_users_usernameKey', table: 'users', columns: ['usernameKey'], field: 'username' },
];

/** The users module's exported face; its writes announce renames, role changes and deletions as events. */
@Injectable()
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
  ) {}

  findAuthUser(id: number): Promise<AccountIdentity | null> {
    return this.repo.findAuthUser(id);
  }

  /** Checks an account's password (turning two-factor login off asks for it again). */
  async passwordMatches(id: number, password: string): Promise<boolean> {
    return this.passwords.verify(await this.repo.findPasswordHash(id), password);
  }

  /** 404 for a missing account, 403 unless the actor may manage it (the same rule as editing it). */
  async assertCanManage(actor: AuthUser, id: number): Promise<void> {
    UserPolicy.assertCanUpdate(actor, await this.findOrFail(id), null);
  }

  findCredentialsByEmail(email: string): Promise<Pick<User, 'id' | 'username' | 'role' | 'passwordHash'> | null> {
    return this.repo.findCredentialsByEmail(normalizeEmail(email));
  }

  superadminExists(): Promise<boolean> {
    return this.repo.superadminExists();
  }

  /** The current usernames of these accounts, by name; deleted accounts are left out. */
  usernamesOf(ids: readonly number[]): Promise<string[]> {
    return this.repo.usernamesOf(ids);
  }

  async getView(actor: AuthUser, id: number): Promise<UserView> {
    const user = await this.findOrFail(id);
    UserPolicy.assertCanView(actor, user);
    return toUserView(user);
  }

  /** The caller's own account, with what only its owner reads. */
  async getOwnView(actor: AuthUser): Promise<MeView> {
    return toMeView(await this.findOrFail(actor.id));
  }

  /** Any signed-in account chooses its own dashboard language. */
  async setLanguage(actor: AuthUser, language: DashboardLanguage): Promise<MeView> {
    await this.repo.setLanguage(actor.id, language);
    return this.getOwnView(actor);
  }

  async list(page: number, query: string | undefined) {
    const [rows, countData] = await this.repo.page(page, query ? likePattern(query.toLowerCase()) : undefined);
    return { data: rows.map(toUserView), totalPages: pageCount(countData), countData };
  }

  /**
   * Creates an account; also used by the first-start bootstrap (with the superadmin role), whose
   * e-mail and username come from the environment rather than a DTO, hence the checks here too.
   */
  async create(input: { username: string; email: string; password: string; role: Role }): Promise<UserView> {
    const username = trimSpace(input.username);
    const email = normalizeEmail(input.email);
    this.assertVisible(username, email);
    await this.assertUnique(username, email);
    const user = {
      username,
      usernameKey: usernameKey(username),
      email,
      role: input.role,
      passwordHash: await this.passwords.hash(input.password),
    };
    let saved: User;
    try {
      saved = await this.repo.save(user);
    } catch (error) {
      throw (await this.uniqueViolation(error, username)) ?? error;
    }
    await this.events.emit('user.created', new UserCreatedEvent(saved.id, username, input.role));
    return toUserView(await this.findOrFail(saved.id));
  }

  async register(actor: AuthUser, dto: RegisterUserDto): Promise<UserView> {
    UserPolicy.assertCanRegister(actor, dto.role);
    return this.create(dto);
  }

  /** Applies the non-null fields; answers which of the spec's two success texts fits. */
  async update(actor: AuthUser, id: number, dto: UpdateUserDto): Promise<{ message: string; data: UserView }> {
    const user = await this.findOrFail(id);
    UserPolicy.assertCanUpdate(actor, user, dto.role);
    const profileChange = dto.username != null || dto.email != null || dto.role != null;
    if (!profileChange && dto.password == null) throw new BadRequestException(coded('user.nothing_to_update', API_MESSAGES.nothingToUpdate));

    // The profile form sends username and e-mail back unchanged: only a change is checked and
    // written, so an account that the identity migration left with a suffixed key or with its
    // e-mail as stored (compared here in normalised form) can still be edited.
    const username = dto.username != null && dto.username !== user.username ? trimSpace(dto.username) : null;
    const email = dto.email != null && normalizeEmail(dto.email) !== normalizeEmail(user.email) ? normalizeEmail(dto.email) : null;
    this.assertVisible(username, email);
    await this.assertUnique(username, email, user.id);
    const patch: Partial<User> = {};
    if (username != null) {
      patch.username = username;
      patch.usernameKey = usernameKey(username);
    }
    if (email != null) patch.email = email;
    if (dto.role != null) patch.role = dto.role;
    if (dto.password != null) patch.passwordHash = await this.passwords.hash(dto.password);

    const nameNow = username ?? user.username;
    const profileFields = (['username', 'email'] as const).filter((field) => patch[field] !== undefined);
    try {
      // One transaction: the row and what must change with it (the account's sessions end on a new password
      // or role, its posts' bylines follow a rename) commit together, or nothing does and this answers 5xx.
      await this.transactions.run(async () => {
        await this.repo.update(id, patch);
        if (username != null) await this.events.emit('user.renamed', new UserRenamedEvent(id, user.username, username));
        if (profileFields.length > 0) await this.events.emit('user.profile-updated', new UserProfileUpdatedEvent(id, nameNow, profileFields));
        if (dto.role != null && dto.role !== user.role) {
          await this.events.emit('user.role-changed', new UserRoleChangedEvent(id, user.role, dto.role, nameNow));
        }
        // The one session that changed it stays when it is the owner's.
        if (dto.password != null) {
          await this.events.emit('user.password-changed', new UserPasswordChangedEvent(id, actor.id, actor.sessionId ?? null, nameNow));
        }
      });
    } catch (error) {
      throw (await this.uniqueViolation(error, username, id)) ?? error;
    }
    const message = profileChange ? MESSAGES.profileUpdated : MESSAGES.passwordChanged;
    return { message, data: toUserView(await this.findOrFail(id)) };
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    const user = await this.findOrFail(id);
    UserPolicy.assertCanDelete(actor, user);
    // Its sessions, second factor and recovery codes go in the same statement (ON DELETE CASCADE, migrations/
    // 1795700000000): ending them cannot fail apart from the deletion.
    await this.repo.delete(id);
    await this.events.emit('user.deleted', new UserDeletedEvent(id, user.username));
  }

  private async findOrFail(id: number): Promise<User> {
    const user = await this.repo.findById(id);
    if (!user) throw new NotFoundException(coded('user.not_found', MESSAGES.userNotFound));
    return user;
  }

  /** The DTOs refuse these first; this also covers the first-start bootstrap, fed from the environment. */
  private assertVisible(username: string | null, email: string | null): void {
    const errors: Record<string, string> = {};
    if (username != null && hasInvisibleOrControl(username)) errors.username = API_MESSAGES.usernameInvisible;
    else if (username != null && usernameKey(username).length > USERNAME_KEY_MAX) errors.username = VALIDATION.usernameMax;
    if (email != null && hasInvisibleOrControl(email)) errors.email = API_MESSAGES.emailInvisible;
    if (Object.keys(errors).length > 0) throw new ValidationFailedException(errors);
  }

  /** Friendly 409s before writing; the named unique indexes still catch a race (uniqueViolation). */
  private async assertUnique(username: string | null, email: string | null, exceptId?: number): Promise<void> {
    if (username != null) {
      const conflict = await this.usernameConflict(username, exceptId);
      if (conflict) throw new ConflictException(coded(conflict === API_MESSAGES.usernameTaken ? 'user.username_taken' : 'user.username_too_similar', conflict));
    }
    if (email != null) {
      if (await this.repo.emailTaken(email, exceptId)) throw new ConflictException(coded('user.email_taken', API_MESSAGES.emailTaken));
    }
  }

  /**
   * 'Username is already taken' when the other account has the same name up to case; 'too similar'
   * when it only reads alike, which a list of accounts would not show as the same name.
   */
  private async usernameConflict(username: string, exceptId?: number): Promise<string | null> {
    const other = await this.repo.findByUsernameKey(usernameKey(username), exceptId);
    if (!other) return null;
    return sameUsername(other.username, username) ? API_MESSAGES.usernameTaken : API_MESSAGES.usernameTooSimilar;
  }

  /** A 409 for a write that lost a race, told apart by the index it ran into (db-errors.ts), never by the error's words. */
  private async uniqueViolation(error: unknown, username: string | null, exceptId?: number): Promise<ConflictException | null> {
    const index = violatedIndex(error, UNIQUE_INDEXES);
    if (!index) return null;
    if (index.field === 'email') return new ConflictException(coded('user.email_taken', API_MESSAGES.emailTaken));
    const message = username != null ? await this.usernameConflict(username, exceptId) : null;
    return new ConflictException(
      message === API_MESSAGES.usernameTooSimilar ? coded('user.username_too_similar', message) : coded('user.username_taken', API_MESSAGES.usernameTaken),
    );
  }
}
