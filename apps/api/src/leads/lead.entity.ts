import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LEAD_LIMITS, type LeadKind, type LeadStatus } from '@csec/contracts';

/** A visitor's registration or contact request (migrations/1795600000000-leads). */
@Entity({ name: 'leads' })
export class Lead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  kind!: LeadKind;

  @Column({ type: 'varchar', length: LEAD_LIMITS.nameMax })
  name!: string;

  @Column({ type: 'varchar', length: LEAD_LIMITS.organisationMax })
  organisation!: string;

  @Column({ type: 'varchar', length: LEAD_LIMITS.jobTitleMax, nullable: true })
  jobTitle!: string | null;

  @Column({ type: 'varchar', length: LEAD_LIMITS.emailMax })
  email!: string;

  @Column({ type: 'varchar', length: LEAD_LIMITS.phoneMax, nullable: true })
  phone!: string | null;

  /** For a registration: the current event or a product; for a contact: free text. */
  @Column({ type: 'varchar', length: LEAD_LIMITS.interestMax, nullable: true })
  interest!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status!: LeadStatus;

  /** The sender's address as Express reads it (req.ip, behind TRUST_PROXY). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  clientIp!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
