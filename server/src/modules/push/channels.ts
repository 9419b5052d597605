import { DEFAULT_OFFICER_CHANNEL, MESSAGE_TYPES, type MessageType, type OfficerChannel, type OfficerChannelsSettings } from '@dutylink/contracts';
import type { Db } from '../../db/connect';

/** The officer's channel per type (the default where they chose none) and quiet hours. */
export async function officerChannels(db: Db, userId: number): Promise<OfficerChannelsSettings> {
  const [chosen, quiet] = await Promise.all([
    db.selectFrom('officer_channels').select(['message_type', 'channel']).where('user_id', '=', userId).execute(),
    db.selectFrom('employee_profiles').select(['quiet_from', 'quiet_to']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const channels = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, DEFAULT_OFFICER_CHANNEL])) as Record<MessageType, OfficerChannel>;
  for (const { message_type, channel } of chosen) if (message_type in channels) channels[message_type as MessageType] = channel as OfficerChannel;
  return { channels, quietFrom: quiet?.quiet_from ?? null, quietTo: quiet?.quiet_to ?? null };
}

/**
 * Saves the officer's choices: a row per type that differs from the default, quiet hours on the profile. Each write
 * is an upsert or a delete of its own row, so two saves at once (two tabs) end with one of them, never a conflict.
 */
export async function saveOfficerChannels(db: Db, userId: number, settings: OfficerChannelsSettings): Promise<OfficerChannelsSettings> {
  await db.transaction().execute(async (trx) => {
    const chosen = MESSAGE_TYPES.filter((type) => settings.channels[type] !== DEFAULT_OFFICER_CHANNEL);
    const defaults = MESSAGE_TYPES.filter((type) => settings.channels[type] === DEFAULT_OFFICER_CHANNEL);
    if (chosen.length) {
      await trx
        .insertInto('officer_channels')
        .values(chosen.map((type) => ({ user_id: userId, message_type: type, channel: settings.channels[type] })))
        .onConflict((oc) => oc.columns(['user_id', 'message_type']).doUpdateSet((eb) => ({ channel: eb.ref('excluded.channel') })))
        .execute();
    }
    if (defaults.length) await trx.deleteFrom('officer_channels').where('user_id', '=', userId).where('message_type', 'in', defaults).execute();
    const quiet = { quiet_from: settings.quietFrom, quiet_to: settings.quietTo };
    // An officer who has not filled the profile's first step yet has no profile row: made here with their quiet hours.
    await trx.insertInto('employee_profiles').values({ user_id: userId, ...quiet }).onConflict((oc) => oc.column('user_id').doUpdateSet(quiet)).execute();
  });
  return officerChannels(db, userId);
}
