package dev.serbench.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A codec whose bindings are listed per model type: the usual shape of schema-based codecs, which
 * need one hand-mapped binding per generated class.
 */
public abstract class AbstractCodec implements Codec {

  private final CodecProperties properties;
  private final Map<Class<?>, Supplier<? extends Binding<?, ?, ?>>> bindings = new LinkedHashMap<>();
  private final Map<Class<?>, String> declined = new LinkedHashMap<>();

  protected AbstractCodec(CodecProperties properties) {
    this.properties = properties;
  }

  /** Registers the binding factory for one model type; call it from the constructor. */
  protected final <T> void bind(Class<T> model, Supplier<? extends Binding<T, ?, ?>> factory) {
    bindings.put(model, factory);
  }

  /**
   * Registers one binding factory for every record of {@link Models#all()}: for libraries that read and
   * write the canonical records themselves and need nothing per type. A binding is made only when a
   * dataset of its type is bound.
   */
  protected final void bindEveryModel(Function<Class<?>, ? extends Binding<?, ?, ?>> factory) {
    for (Class<?> model : Models.all()) {
      if (model.isRecord()) {
        bindings.putIfAbsent(model, () -> factory.apply(model));
      }
    }
  }

  /** Declares that this codec does not support a model type, and why. */
  protected final void decline(Class<?> model, String reason) {
    declined.put(model, reason);
  }

  @Override
  public final CodecProperties properties() {
    return properties;
  }

  @Override
  @SuppressWarnings("unchecked")
  public final <T> Binding<T, ?, ?> bind(Dataset<T> dataset) throws DeclinedException {
    String reason = declined.get(dataset.model());
    if (reason != null) {
      throw new DeclinedException(reason);
    }
    Supplier<? extends Binding<?, ?, ?>> factory = bindings.get(dataset.model());
    if (factory == null) {
      throw new DeclinedException("no binding for " + dataset.model().getSimpleName());
    }
    return (Binding<T, ?, ?>) factory.get();
  }
}
