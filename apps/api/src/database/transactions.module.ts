import { Global, Module } from '@nestjs/common';
import { Transactions } from './transactions';

/** Makes Transactions injectable in every module: a change and its before-commit effects may span several. */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class TransactionsModule {}
