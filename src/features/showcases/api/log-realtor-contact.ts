import type * as ShowcaseSchemas from "#schemas/property-showcase.ts";
import type { RealtorContactEvent } from "#schemas/property-showcase.ts";
import { trackAnalyticsEvent } from "@/lib/analytics";
import { getSupabase } from "@/lib/supabase";

export type RealtorContactMethod = RealtorContactEvent["event_data"]["contact_method"];

export interface RealtorContactClick {
  method: RealtorContactMethod;
  pagePath: string;
  propertyId: string;
  propertySlug: string | null;
  agentName: string;
}

/**
 * Call 14: an agent's phone or email link was clicked on a showcase. Inserted into
 * analytics_events as realtor_contact_phone / realtor_contact_email, and sent to web
 * analytics as the same event (a no-op when analytics is off). Never throws and
 * never holds up the click: a failure is only logged to the console.
 */
export async function logRealtorContact(click: RealtorContactClick): Promise<void> {
  // The event schema (zod) loads on the first click, not with the showcase page.
  let schemas: typeof ShowcaseSchemas;
  try {
    schemas = await import("#schemas/property-showcase.ts");
  } catch (error) {
    console.error("Realtor contact click not logged", error);
    return;
  }
  const event = schemas.realtorContactEventSchema.safeParse({
    event_type: click.method === "phone" ? "realtor_contact_phone" : "realtor_contact_email",
    page_path: click.pagePath,
    event_data: {
      property_id: click.propertyId,
      property_slug: click.propertySlug,
      agent_name: click.agentName.slice(0, 120),
      contact_method: click.method,
    },
  });
  if (!event.success) {
    console.error("Realtor contact click not logged: invalid event", event.error.issues);
    return;
  }
  trackAnalyticsEvent(event.data.event_type, {
    page_path: event.data.page_path,
    property_slug: event.data.event_data.property_slug,
    contact_method: event.data.event_data.contact_method,
  });
  try {
    const supabase = await getSupabase();
    // No select after the insert: visitors may insert here but not read back.
    const { error } = await supabase.from("analytics_events").insert(event.data);
    if (error) console.error("Realtor contact click not logged", error);
  } catch (error) {
    console.error("Realtor contact click not logged", error);
  }
}
