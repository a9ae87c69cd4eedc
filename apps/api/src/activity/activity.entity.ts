import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ACTIVITY_LIMITS, type ActivityAction, type ActivityTargetType } from '@csec/contracts';

/**
 * One staff action (migrations/1795800000000-activity-log). Rows are only ever inserted; the
 * retention job alone removes them, by age. The actor's name and the target's label are copied
 * as they were, so a rename or a deletion later leaves the row reading as it happened.
 */
@Entity({ name: 'activity_log' })
export class ActivityEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Milliseconds kept on MySQL too (DATETIME(3)), so the newest-first order follows the actions. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** The account that acted; null when nobody was logged in (a failed login). Not a foreign key: rows outlive accounts. */
  @Column({ type: 'integer', nullable: true })
  actorId!: number | null;

  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.actorNameMax, nullable: true })
  actorName!: string | null;

  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.actionMax })
  action!: ActivityAction;

  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.targetTypeMax })
  targetType!: ActivityTargetType;

  /** Text, so numeric ids and stored file names fit alike. */
  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.targetIdMax, nullable: true })
  targetId!: string | null;

  /** The post's title, the account's username, the category's name, the e-mail typed at a failed login... */
  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.labelMax, nullable: true })
  targetLabel!: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  /** What changed, by field name ('username, email', 'role: author → admin'); never a password, token or code. */
  @Column({ type: 'varchar', length: ACTIVITY_LIMITS.summaryMax, nullable: true })
  summary!: string | null;
}
