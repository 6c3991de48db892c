import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import { Badge, Button, ConfirmDialog, Dialog, useUrlFilters, LoadError, Loading, NoCabinet } from 'shared-ui';
import styles from '../components/layout.ts';
import { CustomModelForm } from '../features/models/components/CustomModelForm.tsx';
import { ModelFiller } from '../features/models/components/ModelFiller.tsx';
import { createCustomModel, deleteCustomModel, useCustomModels } from '../features/models/api/modelActions.ts';
import { definitionFromCustom } from '../features/models/model/customModel.ts';
import { BUILT_IN_MODELS, type ModelDefinition } from '../features/models/model/templates.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

/** /app/research/doc — the models library; a chosen model is filled from a dossier and generated. */
export function DocumentModelsPage() {
  const work = useWorkContext();
  const lookups = useLookups(work.firmId);
  const custom = useCustomModels(work.firmId);
  const [filters, setFilters] = useUrlFilters({ modele: '' });
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<ModelDefinition | null>(null);
  const models = useMemo(
    () => [...BUILT_IN_MODELS, ...custom.data.map((model) => definitionFromCustom(model.id, model))],
    [custom.data],
  );
  const selected = models.find((model) => model.id === filters.modele) ?? null;

  if (work.loading || lookups.loading) return <Loading label="Chargement des modèles…" />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  const { firmId, uid } = work;

  return (
    <section aria-labelledby="models-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Recherche</p>
          <h1 id="models-title">Modèles de documents</h1>
        </div>
        <Button onClick={() => setCreating(true)}>Nouveau modèle du cabinet</Button>
      </header>
      <Dialog open={creating} title="Nouveau modèle du cabinet" onClose={() => setCreating(false)}>
        <CustomModelForm
          onCancel={() => setCreating(false)}
          onSave={async (values) => {
            const id = await createCustomModel({ firmId, uid, values });
            toast.success('Modèle enregistré.');
            setCreating(false);
            setFilters({ modele: id }, { push: true });
          }}
        />
      </Dialog>
      {custom.error ? <LoadError message={custom.error} /> : null}

      <div className={styles.twoCols}>
        <section aria-labelledby="library-title">
          <h2 id="library-title">Bibliothèque</h2>
          <ul className={styles.cards}>
            {models.map((model) => (
              <li key={model.id} className={styles.card} aria-current={model.id === selected?.id ? 'true' : undefined}>
                <h3>{model.name}</h3>
                <p>
                  <Badge tone={model.builtIn ? 'neutral' : 'info'}>{model.builtIn ? 'Prétoire' : 'Cabinet'}</Badge>{' '}
                  {model.description}
                </p>
                <div className={styles.actions}>
                  <Button
                    variant={model.id === selected?.id ? 'primary' : 'secondary'}
                    onClick={() => setFilters({ modele: model.id }, { push: true })}
                  >
                    Utiliser<span className="pt-visually-hidden"> le modèle {model.name}</span>
                  </Button>
                  {!model.builtIn ? (
                    <Button onClick={() => setRemoving(model)}>
                      Supprimer<span className="pt-visually-hidden"> le modèle {model.name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="filler-title" className={styles.panel}>
          {selected ? (
            <>
              <h2 id="filler-title">{selected.name}</h2>
              <ModelFiller key={selected.id} model={selected} firmId={firmId} uid={uid} members={lookups.members} />
            </>
          ) : (
            <>
              <h2 id="filler-title">Remplir un modèle</h2>
              <p className={styles.muted}>
                Choisissez un modèle, puis le dossier : les champs sont remplis à partir du dossier, de son client et du
                cabinet, modifiables avant de générer le DOCX et le PDF dans les documents du dossier.
              </p>
            </>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Supprimer ce modèle ?"
        confirmLabel="Supprimer"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const model = removing;
          setRemoving(null);
          if (!model) return;
          try {
            await deleteCustomModel({ firmId, id: model.id });
            if (filters.modele === model.id) setFilters({ modele: '' });
            toast.success('Modèle supprimé.');
          } catch (error) {
            toast.error(messageOf(error));
          }
        }}
      >
        {removing?.name} ne sera plus proposé. Les documents déjà générés restent dans les dossiers.
      </ConfirmDialog>
    </section>
  );
}
