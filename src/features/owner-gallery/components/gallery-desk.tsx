import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { galleryCollectionInputSchema, type GalleryCollectionInput, type OwnerGalleryCollection } from "#schemas/gallery-collection.ts";
import type { z } from "zod";
import { Checkbox, FormAlert, FormField, Select, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { movedOrder, OrderedRowActions } from "@/components/ui/ordered-row-actions";
import { deleteMediaFiles } from "@/entities/media/api/upload-media";
import { usePhotoUploads } from "@/entities/media/api/use-photo-uploads";
import { PhotoList } from "@/entities/media/components/photo-list";
import { allUploaded, type MediaPhoto } from "@/entities/media/domain/photo-list";
import { deskProblemOf } from "@/lib/desk-problem";
import { randomHexId } from "@/lib/random-id";
import { useDeleteGalleryCollection, useOwnerGallery, useReorderGallery, useSaveGalleryCollection, useSetGalleryCollectionHidden } from "../api/owner-gallery";
import { collectionMedia, photosOfCollection } from "../domain/gallery-photos";

/**
 * /owner/gallery (decision 068): the portfolio's collections in the site's order. The owner
 * adds one (title, service, photos uploaded from the phone, a cover), changes, reorders,
 * hides and deletes them; visitors see the visible ones at once (the portfolio reads the
 * table; prerendered pages follow the next build).
 */

export const GALLERY_SERVICE_TYPES: readonly { value: string; label: string }[] = [
  { value: "photography", label: "Photography" },
  { value: "aerial", label: "Aerial" },
  { value: "floorplans", label: "Floor Plans" },
  { value: "video", label: "Video" },
  { value: "virtual_tour", label: "Virtual Tour" },
];

const BUCKET = "gallery";

function problemText(error: unknown): string {
  return deskProblemOf(error) === "signed-out" ? "Your session has ended or lacks the second factor: sign in again." : "It did not work. Try again in a moment.";
}

export function GalleryDesk() {
  const gallery = useOwnerGallery();
  const [editing, setEditing] = useState<OwnerGalleryCollection | "new" | null>(null);
  return (
    <section aria-labelledby="owner-gallery-title" className="mx-auto max-w-3xl space-y-6 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="owner-gallery-title" className="text-2xl font-bold text-slate-900">
          Gallery
        </h1>
        {editing === null && <Button onClick={() => setEditing("new")}>New collection</Button>}
      </div>
      {editing !== null ? (
        <CollectionEditor key={editing === "new" ? "new" : editing.id} collection={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : gallery.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the gallery…
        </p>
      ) : gallery.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">The gallery could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void gallery.refetch()}>
            Try again
          </Button>
        </div>
      ) : gallery.data.length === 0 ? (
        <p className="text-sm text-slate-600">No collections yet. Add the first with New collection.</p>
      ) : (
        <CollectionList collections={gallery.data} onEdit={setEditing} />
      )}
    </section>
  );
}

function CollectionList({ collections, onEdit }: { collections: OwnerGalleryCollection[]; onEdit: (collection: OwnerGalleryCollection) => void }) {
  const reorder = useReorderGallery();
  const setHidden = useSetGalleryCollectionHidden();
  const remove = useDeleteGalleryCollection();
  const failed = reorder.error ?? setHidden.error ?? remove.error;
  return (
    <>
      {failed && <FormAlert title="The change was not saved">{problemText(failed)}</FormAlert>}
      <ol className="space-y-2" aria-label="Collections, in the site's order">
        {collections.map((collection, index) => {
          const photos = collection.media_items.filter((item) => item.type === "image").length;
          return (
            <li key={collection.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="font-medium text-slate-900">
                {collection.title}
                {collection.hidden && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Hidden</span>}
              </p>
              <p className="text-sm text-slate-600">
                {photos} {photos === 1 ? "photo" : "photos"}
                {collection.location ? ` · ${collection.location}` : ""}
              </p>
              <OrderedRowActions
                name={collection.title}
                index={index}
                count={collections.length}
                hidden={collection.hidden}
                moving={reorder.isPending}
                confirmLabel="Delete it and its photos"
                onMove={(to) => reorder.mutate(movedOrder(collections, index, to).map((item) => item.id))}
                onEdit={() => onEdit(collection)}
                onHiddenChange={(hidden) => setHidden.mutate({ id: collection.id, hidden })}
                onDelete={(done) => remove.mutate(collection, { onSettled: done })}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

function CollectionEditor({ collection, onDone }: { collection: OwnerGalleryCollection | null; onDone: () => void }) {
  const save = useSaveGalleryCollection();
  const folder = useMemo(() => `portfolio/${randomHexId(8)}`, []);
  const uploads = usePhotoUploads({ bucket: BUCKET, folder, shape: "photo" });
  const initialPhotos = useMemo(() => photosOfCollection(collection, BUCKET), [collection]);
  const [photos, setPhotos] = useState<MediaPhoto[]>(initialPhotos);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const savedSources = useRef(new Set(initialPhotos.map((photo) => photo.src)));
  const form = useForm<GalleryCollectionInput, unknown, z.output<typeof galleryCollectionInputSchema>>({
    resolver: zodResolver(galleryCollectionInputSchema),
    defaultValues: {
      title: collection?.title ?? "",
      service_type: collection?.service_type ?? "photography",
      location: collection?.location ?? "",
      description: collection?.description ?? "",
      featured: collection?.featured ?? false,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setPhotoProblem(null);
    if (!allUploaded(photos)) {
      setPhotoProblem("Wait until every photo is stored, or remove the failed ones.");
      return;
    }
    save.mutate({ id: collection?.id, ...values, ...collectionMedia(photos, collection?.media_items ?? []), ...(collection ? {} : { position: 0 }) }, { onSuccess: onDone });
  });

  // Leaving without saving deletes the photos uploaded here that no saved collection uses.
  const cancel = async () => {
    const unsaved = photos.filter((photo) => photo.status === "uploaded" && !savedSources.current.has(photo.src)).flatMap((photo) => photo.objectPaths);
    await deleteMediaFiles(BUCKET, unsaved).catch(() => undefined);
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={collection ? `Edit ${collection.title}` : "New collection"} className="space-y-5">
      <FormField label="Title" required error={errors.title?.message}>
        <TextInput {...form.register("title")} />
      </FormField>
      <FormField label="Service" required error={errors.service_type?.message}>
        <Select {...form.register("service_type")}>
          {GALLERY_SERVICE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
          {collection && !GALLERY_SERVICE_TYPES.some((type) => type.value === collection.service_type) && <option value={collection.service_type}>{collection.service_type}</option>}
        </Select>
      </FormField>
      <FormField label="Location" error={errors.location?.message} hint="Town, e.g. Flemington, NJ">
        <TextInput {...form.register("location")} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <TextArea rows={3} {...form.register("description")} />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <Checkbox {...form.register("featured")} />
        Featured (shown first)
      </label>
      <PhotoList label="Photos" initialPhotos={initialPhotos} upload={uploads.upload} remove={uploads.remove} onChange={setPhotos} hiding={false} />
      {photoProblem && <FormAlert title="Not saved yet">{photoProblem}</FormAlert>}
      {save.isError && <FormAlert title="The collection was not saved">{problemText(save.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save collection"}
        </Button>
        <Button variant="ghost" onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
