/** The part of a parsed statement line the matcher needs (see src/payments/statement.ts). */
export interface StatementRowLike {
  line: number;
  transactionId: string;
  amountPoisha: number;
  sender: string;
}
