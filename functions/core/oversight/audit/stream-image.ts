/**
 * A stream record's item image (DynamoDB's AttributeValue JSON, as Lambda delivers it and as GetRecords answers it)
 * as plain JSON values: what the audit log compares and stores. Numbers become numbers (text when a number would lose
 * digits), sets become sorted arrays, binary becomes base64 text. The SDK's unmarshall (util-dynamodb) would give
 * Sets and NumberValues that JSON and the hash cannot take as they are, and would be one more dependency for this.
 */
type TStreamAttributeValue = {
  S?: string;
  N?: string;
  B?: string | Uint8Array;
  SS?: string[];
  NS?: string[];
  BS?: (string | Uint8Array)[];
  M?: Record<string, TStreamAttributeValue>;
  L?: TStreamAttributeValue[];
  NULL?: boolean;
  BOOL?: boolean;
};

export type TStreamImage = Record<string, TStreamAttributeValue>;
export type TPlainItem = Record<string, unknown>;

function number(text: string): number | string {
  const value = Number(text);
  // DynamoDB answers numbers in their shortest form, so a round trip that changes the text lost digits.
  return String(value) === text ? value : text;
}

function binary(value: string | Uint8Array): string {
  return typeof value === 'string' ? value : Buffer.from(value).toString('base64');
}

function sorted<T extends string | number>(values: T[]): T[] {
  return [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function plainValue(value: TStreamAttributeValue): unknown {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL !== undefined) return null;
  if (value.M !== undefined) return plainItem(value.M);
  if (value.L !== undefined) return value.L.map(plainValue);
  if (value.SS !== undefined) return sorted(value.SS);
  if (value.NS !== undefined) return sorted(value.NS.map(number));
  if (value.B !== undefined) return binary(value.B);
  if (value.BS !== undefined) return sorted(value.BS.map(binary));
  return null;
}

export function plainItem(image: TStreamImage | undefined): TPlainItem {
  const out: TPlainItem = {};
  for (const [name, value] of Object.entries(image ?? {})) out[name] = plainValue(value);
  return out;
}
