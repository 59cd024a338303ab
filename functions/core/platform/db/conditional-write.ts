import { isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';

/** A built single-item write (a dynamodb-toolbox Put, Update or Delete command with its condition). */
interface TConditionalWrite {
  send(): Promise<unknown>;
}

/**
 * Sends a conditional write: true when it was written, false when its condition did not hold
 * (ConditionalCheckFailedException: nothing was written); any other error is thrown. A cancelled transaction is not a
 * failed condition here: its callers read the cancellation reasons (`cancellationCodes` in `./transactions`).
 */
export async function sendUnlessConditionFails(write: TConditionalWrite): Promise<boolean> {
  try {
    await write.send();
    return true;
  } catch (error) {
    if (isConditionCheckFailed(error)) return false;
    throw error;
  }
}
