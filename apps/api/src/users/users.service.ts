import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, QueryFailedError, Repository } from 'typeorm';
import { API_MESSAGES, MESSAGES, PAGE_SIZE, Role, UserView } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import { LIKE_ESCAPE, likePattern, offsetOf, pageCount } from '../common/http/pagination';
import { Blog } from '../blogs/blog.entity';
import { RegisterUserDto } from './dto/register-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { PasswordService } from './password.service';
import { User } from './user.entity';
import { UserPolicy } from './user-policy';
import { toUserView } from './user.view';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    private readonly passwords: PasswordService,
    private readonly dataSource: DataSource,
  ) {}

  findAuthUser(id: number): Promise<AuthUser | null> {
    return this.repo.findOne({ where: { id }, select: { id: true, username: true, email: true, role: true } });
  }

  findCredentialsByEmail(email: string): Promise<Pick<User, 'id' | 'passwordHash'> | null> {
    return this.repo.findOne({
      where: { email: email.trim().toLowerCase() },
      select: { id: true, passwordHash: true },
    });
  }

  superadminExists(): Promise<boolean> {
    return this.repo.existsBy({ role: 'superadmin' });
  }

  async getView(actor: AuthUser, id: number): Promise<UserView> {
    const user = await this.findOrFail(id);
    UserPolicy.assertCanView(actor, user);
    return toUserView(user);
  }

  async list(page: number, query: string | undefined) {
    const qb = this.repo.createQueryBuilder('u');
    if (query) {
      const pattern = likePattern(query.toLowerCase());
      qb.where(
        new Brackets((w) =>
          w.where(`LOWER(u.username) LIKE :pattern ${LIKE_ESCAPE}`, { pattern }).orWhere(`u.email LIKE :pattern ${LIKE_ESCAPE}`, { pattern }),
        ),
      );
    }
    const [rows, countData] = await qb
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip(offsetOf(page))
      .take(PAGE_SIZE)
      .getManyAndCount();
    return { data: rows.map(toUserView), totalPages: pageCount(countData), countData };
  }

  /** Creates an account; also used by the first-start bootstrap (with the superadmin role). */
  async create(input: { username: string; email: string; password: string; role: Role }): Promise<UserView> {
    await this.assertUnique(input.username, input.email);
    const user = this.repo.create({
      username: input.username,
      email: input.email.toLowerCase(),
      role: input.role,
      passwordHash: await this.passwords.hash(input.password),
    });
    const saved = await this.saveUnique(user);
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
    if (!profileChange && dto.password == null) throw new BadRequestException(API_MESSAGES.nothingToUpdate);

    if (dto.username != null || dto.email != null) {
      await this.assertUnique(dto.username ?? null, dto.email ?? null, user.id);
    }
    const renamed = dto.username != null && dto.username !== user.username;
    const patch: Partial<User> = {};
    if (dto.username != null) patch.username = dto.username;
    if (dto.email != null) patch.email = dto.email;
    if (dto.role != null) patch.role = dto.role;
    if (dto.password != null) patch.passwordHash = await this.passwords.hash(dto.password);

    await this.dataSource.transaction(async (manager) => {
      try {
        await manager.update(User, { id }, patch);
      } catch (error) {
        throw this.uniqueViolation(error) ?? error;
      }
      // Posts keep their writers' names; follow a rename so lists and pages show the new one.
      if (renamed) {
        await manager.update(Blog, { authorId: id }, { createdBy: dto.username! });
        await manager.update(Blog, { updatedById: id }, { updatedBy: dto.username! });
      }
    });
    const message = profileChange ? MESSAGES.profileUpdated : MESSAGES.passwordChanged;
    return { message, data: toUserView(await this.findOrFail(id)) };
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    const user = await this.findOrFail(id);
    UserPolicy.assertCanDelete(actor, user);
    await this.repo.delete({ id });
  }

  private async findOrFail(id: number): Promise<User> {
    const user = await this.repo.findOne({ where: { id } });
    if (!user) throw new NotFoundException(MESSAGES.userNotFound);
    return user;
  }

  /** Friendly 409s before writing; the unique indexes still catch a race (saveUnique). */
  private async assertUnique(username: string | null, email: string | null, exceptId?: number): Promise<void> {
    if (username) {
      const taken = await this.repo
        .createQueryBuilder('u')
        .where('LOWER(u.username) = :name', { name: username.toLowerCase() })
        .andWhere(exceptId ? 'u.id != :exceptId' : '1=1', { exceptId })
        .getExists();
      if (taken) throw new ConflictException(API_MESSAGES.usernameTaken);
    }
    if (email) {
      const taken = await this.repo
        .createQueryBuilder('u')
        .where('u.email = :email', { email: email.toLowerCase() })
        .andWhere(exceptId ? 'u.id != :exceptId' : '1=1', { exceptId })
        .getExists();
      if (taken) throw new ConflictException(API_MESSAGES.emailTaken);
    }
  }

  private async saveUnique(user: User): Promise<User> {
    try {
      return await this.repo.save(user);
    } catch (error) {
      throw this.uniqueViolation(error) ?? error;
    }
  }

  private uniqueViolation(error: unknown): ConflictException | null {
    if (!(error instanceof QueryFailedError)) return null;
    const text = String((error as QueryFailedError & { message: string }).message);
    if (!/UNIQUE|Duplicate entry/i.test(text)) return null;
    return new ConflictException(/email/i.test(text) ? API_MESSAGES.emailTaken : API_MESSAGES.usernameTaken);
  }
}
